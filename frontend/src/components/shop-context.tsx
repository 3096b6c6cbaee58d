import { createContext, type ReactNode, useContext } from 'react';
import type { Shop } from '../api/types.js';

export interface ShopContextValue {
  shop: Shop;
  reloadShop: () => Promise<void>;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export function ShopProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

/** The signed-in shop: its zone, week start and currency shape every page. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop needs a ShopProvider');
  return value;
}

/** The shop when one is signed in, else null: for parts drawn outside the pages too (errors). */
export function useShopIfAny(): Shop | null {
  return useContext(ShopContext)?.shop ?? null;
}
