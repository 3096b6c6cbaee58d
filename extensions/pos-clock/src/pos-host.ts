import type { KeyValueStorage } from './clock-store.js';

/** POS's reactive values (`ReadonlySignalLike` in @shopify/ui-extensions). */
export interface SignalLike<T> {
  readonly value: T;
  subscribe(listener: (value: T) => void): () => void;
}

export type PinAnswer = { result: 'accept' } | { result: 'reject'; errorMessage?: string };

/** POS's `shopify.i18n.translate`: a key of `locales/*.json`, in the POS user's language. */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/**
 * The part of the `shopify` global that every target of the extension has (POS UI extensions,
 * API 2026-07): the background target (`pos.app.ready.data`) has this much and no more.
 */
export interface PosBackgroundHost {
  session: {
    /** The staff member pinned in with their POS PIN; undefined while the screen is locked. */
    staffMember?: SignalLike<{ id: number } | undefined>;
    currentSession: {
      locationId?: number;
      /** Deprecated in 2026-07, gone in 2026-10: read only when `staffMember` is missing. */
      staffMemberId?: number;
    };
    /** The ID token of the Shopify account signed in to POS (not of the pinned staff member). */
    getSessionToken(): Promise<string | undefined | null>;
  };
  connectivity?: { current: SignalLike<{ internetConnected: 'Connected' | 'Disconnected' }> };
  storage?: KeyValueStorage;
  /** The POS user's IETF locale ("en-US", "fr"): times follow its hour cycle. */
  locale?: { current: SignalLike<string> };
}

/**
 * The part of the `shopify` global of the tile and the modal that the clock uses, typed apart
 * so the logic and its tests depend on this much only. Tile.tsx, Modal.tsx and Background.ts
 * check that the real API fits it.
 */
export interface PosHost extends PosBackgroundHost {
  i18n?: { translate: Translate };
  pinPad?: {
    showPinPad(
      onSubmit: (pin: number[]) => Promise<PinAnswer> | PinAnswer,
      options?: {
        title?: string;
        label?: string;
        minPinLength?: 4;
        maxPinLength?: 8;
        masked?: boolean;
        onDismissed?: (result: { completed: boolean }) => void;
      },
    ): void;
  };
  action?: { presentModal(): void };
}

/** The `shopify` global that POS sets before running a target (a fake one in the tests). */
export function globalPosHost(): PosHost {
  const host = (globalThis as { shopify?: PosHost }).shopify;
  if (!host) throw new Error('The shopify global is missing: this module runs inside Shopify POS.');
  return host;
}
