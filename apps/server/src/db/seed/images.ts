/**
 * Product, brand and content pictures drawn as small standalone SVG documents at seed time: each has a
 * <title> for screen readers, uses the brand's colours and writes the brand name on the label.
 */

/** Escapes text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function svg(title: string, width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}" role="img" aria-labelledby="t"><title id="t">${xmlEscape(title)}</title>${body}</svg>`
  );
}

/** Label text sized to fit a width. */
function label(text: string, x: number, y: number, width: number, colour: string, max = 16): string {
  const size = Math.max(7, Math.min(max, Math.floor(width / Math.max(1, text.length * 0.58))));
  return (
    `<text x="${x}" y="${y}" font-family="Georgia,serif" font-size="${size}" font-weight="bold" ` +
    `fill="${colour}" text-anchor="middle">${xmlEscape(text)}</text>`
  );
}

/** What a picture of a product needs to know. */
export type ProductArt = {
  title: string;
  shape: 'bottle' | 'can' | 'keg' | 'carton' | 'pet bottle' | 'pouch' | 'tank' | 'crate' | 'box' | 'glass';
  brand: string;
  primary: string;
  secondary: string;
  liquid: string;
  caption: string;
};

/** One unit of a product, drawn inside a 200×260 box. */
function unit(art: ProductArt): string {
  const { primary: p, secondary: s, liquid: d, brand } = art;
  switch (art.shape) {
    case 'bottle':
      return (
        `<path d="M88 20h24v50c0 10 22 22 22 44v126a10 10 0 0 1-10 10H76a10 10 0 0 1-10-10V114c0-22 22-34 22-44z" fill="${d}" stroke="#5a3d1e" stroke-width="2"/>` +
        `<rect x="86" y="14" width="28" height="10" rx="2" fill="${s}"/><rect x="66" y="140" width="68" height="60" fill="${p}"/>` +
        label(brand, 100, 175, 64, s)
      );
    case 'can':
      return (
        `<rect x="55" y="40" width="90" height="190" rx="12" fill="${p}"/><ellipse cx="100" cy="42" rx="45" ry="8" fill="#c9ccd1"/>` +
        `<rect x="55" y="110" width="90" height="50" fill="${s}"/><circle cx="100" cy="85" r="14" fill="${d}"/>` +
        label(brand, 100, 141, 84, p)
      );
    case 'keg':
      return (
        `<rect x="40" y="40" width="120" height="190" rx="14" fill="#b8bec6" stroke="#6b7280" stroke-width="3"/>` +
        `<rect x="40" y="70" width="120" height="8" fill="#8b929b"/><rect x="40" y="192" width="120" height="8" fill="#8b929b"/>` +
        `<rect x="58" y="100" width="84" height="70" rx="6" fill="${p}"/><rect x="92" y="26" width="16" height="16" fill="#4b5563"/>` +
        label(brand, 100, 140, 78, s)
      );
    case 'carton':
      return (
        `<path d="M55 60l45-30 45 30v170H55z" fill="${s}" stroke="${p}" stroke-width="3"/><rect x="55" y="100" width="90" height="80" fill="${p}"/>` +
        `<rect x="110" y="20" width="8" height="25" fill="#e5e7eb"/>` +
        label(brand, 100, 145, 84, s)
      );
    case 'pet bottle':
      return (
        `<path d="M90 24h20v26c0 8 26 18 26 40v140a10 10 0 0 1-10 10H74a10 10 0 0 1-10-10V90c0-22 26-32 26-40z" fill="${d}" fill-opacity="0.55" stroke="#60a5fa" stroke-width="2"/>` +
        `<rect x="88" y="12" width="24" height="14" rx="3" fill="${p}"/><rect x="64" y="130" width="72" height="50" fill="${p}"/>` +
        `<path d="M64 210h72M64 220h72" stroke="#93c5fd" stroke-width="2"/>` +
        label(brand, 100, 160, 68, s)
      );
    case 'pouch':
      return (
        `<path d="M60 60q40-12 80 0l10 170H50z" fill="${p}"/><rect x="92" y="30" width="16" height="30" rx="4" fill="${s}"/>` +
        `<circle cx="100" cy="150" r="28" fill="${s}"/><circle cx="100" cy="150" r="18" fill="${d}"/>` +
        label(brand, 100, 210, 90, s)
      );
    case 'tank':
      return (
        `<rect x="20" y="70" width="160" height="120" rx="50" fill="#cbd5e1" stroke="#64748b" stroke-width="3"/>` +
        `<path d="M50 190v40M150 190v40" stroke="#475569" stroke-width="8"/><rect x="55" y="105" width="90" height="50" rx="6" fill="${p}"/>` +
        label(brand, 100, 136, 84, s)
      );
    case 'crate':
      return (
        `<rect x="25" y="110" width="150" height="110" rx="6" fill="${p}"/>` +
        [40, 70, 100, 130, 160]
          .map((x) => `<circle cx="${x}" cy="104" r="11" fill="${d}" stroke="#333"/>`)
          .join('') +
        `<rect x="45" y="140" width="110" height="40" fill="${s}"/>` +
        label(brand, 100, 166, 104, p)
      );
    case 'glass':
      return (
        `<path d="M60 40h80l-10 180H70z" fill="${d}" fill-opacity="0.5" stroke="#94a3b8" stroke-width="3"/>` +
        `<rect x="66" y="110" width="68" height="40" fill="${p}"/>` +
        label(brand, 100, 136, 62, s)
      );
    case 'box':
      return (
        `<rect x="35" y="70" width="130" height="160" rx="4" fill="${p}"/><path d="M35 70l20-30h90l20 30" fill="${s}"/>` +
        `<rect x="92" y="70" width="16" height="160" fill="${s}"/>` +
        label(brand, 100, 120, 120, s)
      );
  }
}

/**
 * A product picture: variant 1 is one unit, 2 the sales unit (three units side by side), 3 the label with
 * the pack caption.
 */
export function productSvg(art: ProductArt, variant: 1 | 2 | 3): string {
  if (variant === 1) {
    return svg(art.title, 200, 260, `<rect width="200" height="260" fill="#f8fafc"/>${unit(art)}`);
  }
  if (variant === 2) {
    const one = unit(art);
    const body = [0, 1, 2]
      .map((i) => `<g transform="translate(${10 + i * 120} 20) scale(0.6)">${one}</g>`)
      .join('');
    return svg(
      `${art.title} – ${art.caption}`,
      380,
      200,
      `<rect width="380" height="200" fill="#f1f5f9"/>${body}${label(art.caption, 190, 190, 360, '#334155', 14)}`,
    );
  }
  return svg(
    `${art.title} – etichetta`,
    240,
    240,
    `<rect width="240" height="240" fill="${art.secondary}"/><circle cx="120" cy="120" r="100" fill="${art.primary}"/>` +
      `<circle cx="120" cy="120" r="88" fill="none" stroke="${art.secondary}" stroke-width="3"/>` +
      label(art.brand, 120, 115, 150, art.secondary, 24) +
      label(art.caption, 120, 145, 140, art.secondary, 12),
  );
}

/** A brand logo: the name in an oval badge of the brand's colours. */
export function brandLogoSvg(name: string, primary: string, secondary: string): string {
  return svg(
    `Logo ${name}`,
    240,
    120,
    `<ellipse cx="120" cy="60" rx="116" ry="56" fill="${primary}"/>` +
      `<ellipse cx="120" cy="60" rx="106" ry="46" fill="none" stroke="${secondary}" stroke-width="3"/>` +
      label(name, 120, 68, 190, secondary, 28),
  );
}

/**
 * A wide picture for banners, articles and marketing materials: a title over brand-coloured stripes, and a
 * subtitle unless the page sets its own text over the picture (banners).
 */
export function posterSvg(title: string, subtitle: string, primary: string, secondary: string): string {
  return svg(
    title,
    640,
    320,
    `<rect width="640" height="320" fill="${primary}"/><path d="M0 250L640 150V320H0z" fill="${secondary}" opacity="0.85"/>` +
      `<circle cx="560" cy="70" r="40" fill="${secondary}" opacity="0.6"/>` +
      label(title, 320, 140, 560, secondary, 34) +
      (subtitle ? label(subtitle, 320, 290, 560, primary, 18) : ''),
  );
}
