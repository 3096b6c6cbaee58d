import '@shopify/ui-extensions/preact';
import type { Api } from '@shopify/ui-extensions/pos.home.tile.render';
import { render } from 'preact';
import { type ClockController, createClockController } from './clock-controller.js';
import type { PosHost } from './pos-host.js';
import { tileView } from './tile-view.js';
import { useClockSnapshot, useWording } from './use-clock-snapshot.js';

/** `pos.home.tile.render`: the smart-grid tile. It also sends the actions kept while offline. */
export default async () => {
  // The assignment checks that POS's API for this target has what the clock uses.
  const host: PosHost = shopify as Api;
  const controller = createClockController({ role: 'tile', host });
  render(<ClockTile controller={controller} host={host} />, document.body);
  await controller.start();
};

function ClockTile({ controller, host }: { controller: ClockController; host: PosHost }) {
  const snapshot = useClockSnapshot(controller);
  const view = tileView(snapshot, new Date(), useWording(host, snapshot.locale));
  return (
    <s-tile
      heading={view.heading}
      subheading={view.subheading}
      disabled={view.disabled}
      tone={view.tone}
      itemCount={view.itemCount}
      onClick={() => host.action?.presentModal()}
    />
  );
}
