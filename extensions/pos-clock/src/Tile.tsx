import '@shopify/ui-extensions/preact';
import type { Api } from '@shopify/ui-extensions/pos.home.tile.render';
import { render } from 'preact';
import { type ClockController, createClockController } from './clock-controller.js';
import type { PosHost } from './pos-host.js';
import { tileView } from './tile-view.js';
import { useClockSnapshot } from './use-clock-snapshot.js';

/** `pos.home.tile.render`: the smart-grid tile. It also sends the actions kept while offline. */
export default async () => {
  // The assignment checks that POS's API for this target has what the clock uses.
  const host: PosHost = shopify as Api;
  const controller = createClockController({ role: 'tile', host });
  render(<ClockTile controller={controller} onOpen={() => host.action?.presentModal()} />, document.body);
  await controller.start();
};

function ClockTile({ controller, onOpen }: { controller: ClockController; onOpen: () => void }) {
  const view = tileView(useClockSnapshot(controller), new Date());
  return (
    <s-tile
      heading={view.heading}
      subheading={view.subheading}
      disabled={view.disabled}
      tone={view.tone}
      itemCount={view.itemCount}
      onClick={onOpen}
    />
  );
}
