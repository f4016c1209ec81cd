import sharp from 'sharp';

/** A 1,200 × 200 PNG of `text` in black DejaVu Sans on white, as a photographed note would be after cropping. */
export async function renderTextImage(text: string): Promise<Buffer> {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="200">
    <rect width="100%" height="100%" fill="white"/>
    <text x="40" y="120" font-family="DejaVu Sans" font-size="64" fill="black">${escaped}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
