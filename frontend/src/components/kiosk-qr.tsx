import { QRCodeSVG } from 'qrcode.react';

/**
 * The kiosk link as a QR code for the tablet's camera. Its own module, loaded only when a
 * kiosk is set up, so the QR encoder is never part of a page's first load. Level M and a
 * 4-module quiet zone (the QR specification's) keep it readable off a laptop screen.
 */
export default function KioskQr({ link }: { link: string }) {
  return (
    <QRCodeSVG
      value={link}
      size={200}
      level="M"
      marginSize={4}
      title="QR code of the kiosk link"
      data-testid="kiosk-qr"
    />
  );
}
