/**
 * The QR code of an activation code (spec §7 qr/generate) as a PNG a phone camera reads: error
 * correction M, a quiet zone of 4 modules, 8 px per module (about 330 px for an LPA code).
 */
export async function renderQrPng(code: string): Promise<Buffer> {
  // loaded at first use (decision 015): most processes never draw a QR code
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}
