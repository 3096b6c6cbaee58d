import '@shopify/ui-extensions/preact';
import type { Api } from '@shopify/ui-extensions/pos.home.modal.render';
import { render } from 'preact';
import { type ClockController, createClockController } from './clock-controller.js';
import { type ModalBanner, modalView } from './modal-view.js';
import type { PosHost } from './pos-host.js';
import { useClockSnapshot, useWording } from './use-clock-snapshot.js';

/** `pos.home.modal.render`: the actions that fit, the next shift, the week's hours, and problems. */
export default async () => {
  // The assignment checks that POS's API for this target has what the clock uses.
  const host: PosHost = shopify as Api;
  const controller = createClockController({ role: 'modal', host });
  render(<ClockModal controller={controller} host={host} />, document.body);
  await controller.start();
};

function ClockModal({ controller, host }: { controller: ClockController; host: PosHost }) {
  const snapshot = useClockSnapshot(controller);
  const words = useWording(host, snapshot.locale);
  const view = modalView(snapshot, new Date(), words);
  return (
    <s-page heading={words.t('title')}>
      <s-scroll-box>
        <s-box padding="base">
          <s-stack direction="block" gap="base">
            {view.banners.map((banner) => (
              <Banner key={banner.refusal?.id ?? banner.heading} banner={banner} controller={controller} />
            ))}
            <s-section heading={view.heading}>
              <s-stack direction="block" gap="small">
                <s-text type="strong">{view.status}</s-text>
                {view.details.map((line) => (
                  <s-text key={line}>{line}</s-text>
                ))}
              </s-stack>
            </s-section>
            {view.actions.map(({ action, label, primary, loading }) => (
              <s-button
                key={action}
                variant={primary ? 'primary' : 'secondary'}
                disabled={view.actionsDisabled}
                loading={loading}
                onClick={() => void controller.perform(action)}
              >
                {label}
              </s-button>
            ))}
          </s-stack>
        </s-box>
      </s-scroll-box>
    </s-page>
  );
}

function Banner({ banner, controller }: { banner: ModalBanner; controller: ClockController }) {
  const { refusal } = banner;
  return (
    <s-stack direction="block" gap="small">
      <s-banner heading={banner.heading} tone={banner.tone}>
        <s-text>{banner.text}</s-text>
      </s-banner>
      {refusal && (
        <s-stack direction="inline" gap="small">
          <s-button onClick={() => void controller.retryRefusal(refusal.id)}>{refusal.retryLabel}</s-button>
          <s-button variant="secondary" onClick={() => void controller.dismissRefusal(refusal.id)}>
            {refusal.dismissLabel}
          </s-button>
        </s-stack>
      )}
    </s-stack>
  );
}
