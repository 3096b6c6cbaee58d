import { BlockStack, Card, Checkbox } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import { CardHeader } from './card-header.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

/**
 * The clock at Shopify POS (SPEC §11): whether it also asks for the Shiftbook PIN. Saved as soon
 * as it is ticked, since it is one switch with nothing else to fill in.
 */
export function PosSettingsCard() {
  const { shop, reloadShop } = useShop();
  const { busy, error, run, clearError } = useAction();
  // Shown ticked at once; put back if the server refuses.
  const [checked, setChecked] = useState(shop.pos_pin_required);

  const toggle = async (value: boolean) => {
    setChecked(value);
    const saved = await run(async () => {
      await apiSend('PATCH', '/shop', { pos_pin_required: value });
      await reloadShop();
    });
    if (!saved) setChecked(!value);
  };

  return (
    <Card>
      <BlockStack gap="300">
        <CardHeader title="Shopify POS">
          Staff linked on the Staff page clock in with the Shiftbook tile on POS. POS has already checked the
          PIN of whoever is signed in, so no Shiftbook PIN is asked by default.
        </CardHeader>
        <ErrorBanner error={error} onDismiss={clearError} title="The setting was not saved" />
        <Checkbox
          label="Ask for the Shiftbook PIN at POS"
          checked={checked}
          disabled={busy}
          onChange={(value) => void toggle(value)}
          helpText="Turn on if your POS does not ask staff for their POS PIN: staff then type their Shiftbook clock-in PIN on the tile."
        />
      </BlockStack>
    </Card>
  );
}
