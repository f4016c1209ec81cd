// C of the ABCD rule (Stolz et al. 1994): how many of six colours appear in the lesion (white, red, light
// brown, dark brown, blue-grey, black), scoring 1–6. Pixels are classified by CIELAB ranges of our own,
// placed around the colour classes used for automated quantification (Seidenari et al. 2003; Celebi &
// Zornberg 2014) and checked against sRGB renderings of each colour; rules apply in this order:
//  skin-like   ΔE*ab < SKIN_LIKE_DISTANCE from the surrounding skin    (no dermoscopic colour: see below)
//  black       L* < 20                                   (pigment in the deep epidermis / dermis, near-neutral)
//  white       L* ≥ 80 and C* < 12                       (regression: bright and achromatic, unlike skin's C* ≈ 20+)
//  red         C* ≥ 30 and h_ab ≤ 45°                    (vessels and inflammation: saturated, red-orange hue)
//  blue-grey   20 ≤ L* < 80 and (C* < 8 or 150° ≤ h_ab ≤ 330°)  (dermal melanin: cool hue or neutral grey)
//  dark brown  L* < 42, warm hue                         (melanin at the dermo-epidermal junction, dense)
//  light brown 42 ≤ L* < 70, warm hue                    (sparse junctional melanin)
//  (unclassified: L* ≥ 70 with a warm hue: skin-coloured rim or pale pink, not a dermoscopic colour)
// The absolute ranges alone take skin to be light: light skin (L* ≈ 77) falls in none of them, but
// intermediate and tan skin (L* ≈ 58–68) fall in light brown, brown skin (L* ≈ 44) too and dark skin (L* ≈ 30)
// in dark brown. Skin inside the mask (a skin-coloured centre the hole filling closed, the blended rim) would
// then count as a lesion colour on those skins only. So a pixel is first compared with the skin around the
// lesion, as relative-colour methods do (Stanley, Stoecker & Moss 2007, colour relative to the surrounding
// skin): within SKIN_LIKE_DISTANCE of it, it is skin and no colour. That distance is segmentation's
// MIN_CLASS_CONTRAST, the contrast a region needs to be a lesion at all, so what segmentation calls lesion and
// what this calls a colour meet at the same line. The surrounding skin is the per-channel median of L*, a*, b*
// outside the lesion grown by 20 % of its radius, as the skin tone is measured (skin-tone.ts).
import { LESION_COLOURS, type LesionColour } from '@careledger/shared/skin-analysis/constants';
import {
  chromaOf,
  deltaE76,
  hueOf,
  type Lab,
  type LabImage,
  medianLab,
  SKIN_SAMPLE_STEP,
  sampleLab,
} from './color';
import { type MaskGeometry, maskBounds } from './geometry';
import { dilateMask, erodeMask } from './morphology';
import { MIN_CLASS_CONTRAST } from './segment';
import { SKIN_MARGIN_SHARE } from './skin-tone';
import type { Mask } from './types';

// Stolz's six colours, LESION_COLOURS and LesionColour, are the shared contract's (@careledger/shared); a
// colour's index in LESION_COLOURS is its number in the per-pixel class map.
const WHITE = LESION_COLOURS.indexOf('white');
const RED = LESION_COLOURS.indexOf('red');
const LIGHT_BROWN = LESION_COLOURS.indexOf('lightBrown');
const DARK_BROWN = LESION_COLOURS.indexOf('darkBrown');
const BLUE_GREY = LESION_COLOURS.indexOf('blueGrey');
const BLACK = LESION_COLOURS.indexOf('black');

/** A colour counts when it covers at least 5 % of the lesion, so a few stray or rim pixels do not. */
export const MIN_COLOUR_SHARE = 0.05;
/** The outer 5 % of the radius is left out: there pixels mix lesion and skin (the mask's own rim). */
export const RIM_SHARE = 0.05;
/** Closer than this ΔE*ab to the surrounding skin a pixel is skin, no colour: segmentation's lesion contrast. */
export const SKIN_LIKE_DISTANCE = MIN_CLASS_CONTRAST;

/**
 * The skin around a lesion: per-channel medians of L*, a*, b* outside the mask grown by SKIN_MARGIN_SHARE of
 * its equivalent radius (clear of the blended rim, as measureSkinTone samples it), on a grid of every
 * SKIN_SAMPLE_STEP-th pixel and row. Medians resist hairs, freckles and glare. Null when no pixel is left.
 */
export function surroundingSkin(lab: LabImage, mask: Mask, equivalentRadius: number): Lab | null {
  const grown = dilateMask(mask, Math.max(1, Math.round(SKIN_MARGIN_SHARE * equivalentRadius)));
  const samples = sampleLab(lab, lab.width, lab.height, SKIN_SAMPLE_STEP, (i) => grown.data[i] === 0);
  return samples.count === 0 ? null : medianLab(samples);
}

/**
 * classifyColour on the three numbers, as the colour's index in LESION_COLOURS or −1 when it is none of the
 * six. The hue is only worked out for the rules that need it.
 */
export function colourClassIndex(L: number, a: number, b: number): number {
  if (L < 20) return BLACK;
  const c = chromaOf(a, b);
  if (L >= 80 && c < 12) return WHITE;
  const h = hueOf(a, b);
  if (c >= 30 && (h <= 45 || h >= 345)) return RED;
  if (L < 80 && (c < 8 || (h >= 150 && h <= 330))) return BLUE_GREY;
  if (L < 42) return DARK_BROWN;
  if (L < 70) return LIGHT_BROWN;
  return -1;
}

/**
 * Classifies one CIELAB colour, or null when it is none of the six: skin-like by the absolute ranges or, given
 * the surrounding skin, within SKIN_LIKE_DISTANCE of it.
 */
export function classifyColour(lab: Lab, skin?: Lab | null): LesionColour | null {
  if (skin && deltaE76(lab, skin) < SKIN_LIKE_DISTANCE) return null;
  return LESION_COLOURS[colourClassIndex(lab.L, lab.a, lab.b)] ?? null;
}

/** C 1–6 with the colours found, each colour's share and the per-pixel class map (−1 unclassified). */
export interface ColourResult {
  score: number;
  colours: LesionColour[];
  shares: Record<LesionColour, number>;
  classes: Int8Array;
}

/**
 * Scores C: the colours covering at least MIN_COLOUR_SHARE of the classified pixels of the lesion without its
 * rim (at least 1). Skin-like pixels (see the header) are no colour; `skin` is the surrounding skin's colour,
 * measured here (surroundingSkin) unless given, or null to use the absolute ranges alone.
 */
export function scoreColours(
  lab: LabImage,
  mask: Mask,
  geometry: MaskGeometry,
  skin: Lab | null = surroundingSkin(lab, mask, geometry.equivalentRadius),
): ColourResult {
  const limit = SKIN_LIKE_DISTANCE * SKIN_LIKE_DISTANCE;
  const core = erodeMask(mask, Math.max(1, Math.round(RIM_SHARE * geometry.equivalentRadius)));
  const counts = new Array<number>(LESION_COLOURS.length).fill(0);
  const classes = new Int8Array(mask.data.length).fill(-1);
  const bounds = maskBounds(mask) ?? { x0: 0, y0: 0, x1: -1, y1: -1 };
  let total = 0;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let i = y * mask.width + bounds.x0; i <= y * mask.width + bounds.x1; i++) {
      if (mask.data[i] === 0) continue;
      const L = lab.L[i] ?? 0;
      const a = lab.a[i] ?? 0;
      const b = lab.b[i] ?? 0;
      if (skin !== null && (L - skin.L) ** 2 + (a - skin.a) ** 2 + (b - skin.b) ** 2 < limit) continue;
      const colour = colourClassIndex(L, a, b);
      if (colour === -1) continue;
      classes[i] = colour;
      if (core.data[i] === 0) continue;
      total++;
      counts[colour] = (counts[colour] ?? 0) + 1;
    }
  }
  const shares = Object.fromEntries(
    LESION_COLOURS.map((c, k) => [c, total > 0 ? (counts[k] ?? 0) / total : 0]),
  ) as Record<LesionColour, number>;
  const colours = LESION_COLOURS.filter((c) => shares[c] >= MIN_COLOUR_SHARE);
  return { score: Math.max(1, colours.length), colours, shares, classes };
}
