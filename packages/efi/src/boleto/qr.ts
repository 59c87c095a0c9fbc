import QRCode from 'qrcode';

/**
 * The QR code of a Pix BR Code as a square matrix of dark modules (error correction M, as
 * payment QR codes use), drawn by the SVG below and by the boleto PDF.
 */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}

/** The QR code as an SVG data URI, the form Efí gives in `pix.qrcode_image`. */
export function qrSvgDataUri(text: string): string {
  const matrix = qrMatrix(text);
  const size = matrix.length + 8;
  const path = matrix
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + 4} ${y + 4}h1v1h-1z` : '')))
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
