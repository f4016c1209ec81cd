/** What a seller uploads to POST /api/marketplace/metadata (the product categories are the inventory's eight). */
export interface ListingMetadata {
  name: string;
  description: string;
  category: string;
  imageUrl: '';
}

// Ten kinds of product per category, so a word such as "gloves" matches a realistic fraction of the market.
const CATALOGUE: Record<string, { blurb: string; products: string[] }> = {
  Antibiotics: {
    blurb: 'Prescription antibiotic, blister packed, 24-month shelf life.',
    products: [
      'Amoxicillin 500 mg capsules',
      'Ceftriaxone 1 g injection vials',
      'Azithromycin 250 mg tablets',
      'Doxycycline 100 mg capsules',
      'Ciprofloxacin 500 mg tablets',
      'Metronidazole 400 mg tablets',
      'Clindamycin 300 mg capsules',
      'Cefalexin 500 mg capsules',
      'Gentamicin 80 mg injection ampoules',
      'Vancomycin 500 mg infusion vials',
    ],
  },
  Consumables: {
    blurb: 'Single-use ward consumable, latex-free where stated, sterile packed.',
    products: [
      'Nitrile examination gloves',
      'Sterile latex surgical gloves',
      'Sterile gauze swabs 10 x 10 cm',
      'Disposable syringes 5 mL',
      'Hypodermic needles 23G',
      'Alcohol prep pads',
      'Adhesive wound dressings',
      'IV cannulas 20G',
      'Surgical face masks type IIR',
      'Crepe bandages 7.5 cm',
    ],
  },
  'Diabetes Care': {
    blurb: 'For patients with type 1 or type 2 diabetes; store as the label says.',
    products: [
      'Insulin glargine 100 U/mL pens',
      'Insulin aspart cartridges',
      'Blood glucose test strips',
      'Safety lancets 28G',
      'Blood glucose meter kit',
      'Metformin 500 mg tablets',
      'Pen needles 4 mm',
      'Blood ketone test strips',
      'Glucose gel 40%',
      'Gliclazide 80 mg tablets',
    ],
  },
  Equipment: {
    blurb: 'Reusable clinical equipment with a 2-year warranty and service manual.',
    products: [
      'Fingertip pulse oximeter',
      'Digital clinical thermometer',
      'Aneroid blood pressure monitor',
      'Dual-head stethoscope',
      'Volumetric infusion pump',
      'Compressor nebulizer machine',
      'LED examination lamp',
      'Folding transit wheelchair',
      'Portable suction unit',
      'Adult weighing scale',
    ],
  },
  'Pain Management': {
    blurb: 'Analgesic for mild to severe pain; follow the dosing on the pack.',
    products: [
      'Paracetamol 500 mg tablets',
      'Ibuprofen 400 mg tablets',
      'Diclofenac 1% gel',
      'Naproxen 250 mg tablets',
      'Tramadol 50 mg capsules',
      'Morphine sulfate oral solution',
      'Lidocaine 5% plasters',
      'Codeine phosphate 30 mg tablets',
      'Instant cold packs',
      'Self-heating wraps',
    ],
  },
  Cardiovascular: {
    blurb: 'Cardiovascular medicine for long-term therapy, calendar blister packs.',
    products: [
      'Atorvastatin 20 mg tablets',
      'Amlodipine 5 mg tablets',
      'Bisoprolol 2.5 mg tablets',
      'Ramipril 5 mg capsules',
      'Clopidogrel 75 mg tablets',
      'Aspirin 75 mg dispersible tablets',
      'Furosemide 40 mg tablets',
      'Warfarin 1 mg tablets',
      'Glyceryl trinitrate spray',
      'Lisinopril 10 mg tablets',
    ],
  },
  Respiratory: {
    blurb: 'Respiratory care for asthma and COPD clinics.',
    products: [
      'Salbutamol 100 mcg inhaler',
      'Beclometasone 100 mcg inhaler',
      'Inhaler spacer device',
      'Adult oxygen masks',
      'Nasal oxygen cannulas',
      'Peak flow meters',
      'Ipratropium nebules 250 mcg',
      'Montelukast 10 mg tablets',
      'Tiotropium inhalation capsules',
      'Budesonide nebules 0.5 mg',
    ],
  },
  Other: {
    blurb: 'Ward supplies for infection control and patient care.',
    products: [
      'Alcohol hand sanitiser gel',
      'Surface disinfectant wipes',
      'Sharps containers 5 L',
      'Clinical waste bags',
      'Patient ID wristbands',
      'Sterile specimen containers',
      'Ultrasound transmission gel',
      'Incontinence pads',
      'Denture cups with lids',
      'Weekly pill organisers',
    ],
  },
};
const LISTING_CATEGORIES = Object.keys(CATALOGUE);

const MAKERS = [
  'Medline',
  'Cardinal Health',
  'B. Braun',
  'Becton Dickinson',
  'Smith & Nephew',
  'Teva',
  'Sandoz',
  'Baxter',
  '3M',
  'Omron',
  'Mölnlycke',
  'Hartmann',
];
const PACKS = ['pack of 10', 'box of 20', 'box of 50', 'box of 100', 'case of 250', 'single unit'];

/** A rare product: one listing in 1,000 (always an Equipment one: 1000 is a multiple of 8). */
const RARE = 'Pneumatic tourniquet cuff';

/**
 * Listing `i` of a synthetic market: category round-robin over the eight, product, maker and pack size
 * varying independently; the catalogue number makes every metadata (so every hash) unique.
 */
export function listingMetadata(i: number): ListingMetadata {
  const category = LISTING_CATEGORIES[i % LISTING_CATEGORIES.length] as string;
  const { blurb, products } = CATALOGUE[category] as { blurb: string; products: string[] };
  const product =
    i % 1000 === 3 ? RARE : (products[Math.floor(i / LISTING_CATEGORIES.length) % products.length] as string);
  const maker = MAKERS[(i * 7) % MAKERS.length] as string;
  const pack = PACKS[(i * 5 + Math.floor(i / 13)) % PACKS.length] as string;
  return {
    name: `${product}, ${pack} (${maker})`,
    description: `${product} from ${maker}, ${pack}. ${blurb} Catalogue no. CL-${100_000 + i}.`,
    category,
    imageUrl: '',
  };
}

/** Unit price in ETH, 0.001 to 0.5, spread over the range. */
export function listingPrice(i: number): string {
  return String((((i * 37) % 500) + 1) / 1000);
}
