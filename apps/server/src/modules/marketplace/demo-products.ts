import type { ProductCategory } from '@careledger/shared';

export interface DemoProduct {
  name: string;
  description: string;
  category: ProductCategory;
  /** ETH per unit. */
  price: string;
  inventory: number;
  /** The ratings of its delivered demo orders; their mean is the product's rating (4.2 to 4.9). */
  ratings: number[];
}

// Means of whole-number ratings with one exact decimal: 4.2, 4.4, 4.6 and 4.8 need five orders, 4.5 two,
// 4.9 ten. Most products use two orders so the seed stays quick.
const R42 = [4, 4, 4, 4, 5];
const R44 = [4, 4, 4, 5, 5];
const R45 = [4, 5];
const R46 = [4, 4, 5, 5, 5];
const R48 = [4, 5, 5, 5, 5];
const R49 = [4, 5, 5, 5, 5, 5, 5, 5, 5, 5];

/** Spec 000's sample marketplace: 24 listings, three in each of the eight product categories. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Amoxicillin 500 mg capsules',
    description: 'Broad-spectrum penicillin antibiotic, blister packs of 21 capsules, 24-month shelf life.',
    category: 'Antibiotics',
    price: '0.045',
    inventory: 320,
    ratings: R48,
  },
  {
    name: 'Ceftriaxone 1 g injection vials',
    description: 'Third-generation cephalosporin powder for injection, box of 10 vials with diluent.',
    category: 'Antibiotics',
    price: '0.12',
    inventory: 140,
    ratings: R45,
  },
  {
    name: 'Azithromycin 250 mg tablets',
    description: 'Macrolide antibiotic, packs of 6 film-coated tablets for a five-day course.',
    category: 'Antibiotics',
    price: '0.038',
    inventory: 260,
    ratings: R44,
  },
  {
    name: 'Nitrile examination gloves',
    description: 'Powder-free, textured fingertips, size M, box of 100; EN 455 and ASTM D6319 compliant.',
    category: 'Consumables',
    price: '0.015',
    inventory: 500,
    ratings: R49,
  },
  {
    name: 'Sterile gauze swabs 10 x 10 cm',
    description: '12-ply cotton gauze, individually wrapped, pack of 100 for wound care and dressing.',
    category: 'Consumables',
    price: '0.01',
    inventory: 450,
    ratings: R45,
  },
  {
    name: 'Safety hypodermic syringes 5 ml',
    description: 'Luer lock syringes with 23G retractable needle, box of 100, single use.',
    category: 'Consumables',
    price: '0.025',
    inventory: 380,
    ratings: R46,
  },
  {
    name: 'Blood glucose test strips',
    description: 'Strips for standard glucose meters, vial of 50, results in five seconds.',
    category: 'Diabetes Care',
    price: '0.03',
    inventory: 300,
    ratings: R46,
  },
  {
    name: 'Insulin pen needles 4 mm',
    description: '32G ultra-thin pen needles compatible with all major insulin pens, box of 100.',
    category: 'Diabetes Care',
    price: '0.022',
    inventory: 340,
    ratings: R45,
  },
  {
    name: 'Digital glucose meter kit',
    description: 'Meter with lancing device, 10 lancets, 10 test strips, carry case and logbook.',
    category: 'Diabetes Care',
    price: '0.085',
    inventory: 90,
    ratings: R42,
  },
  {
    name: 'Digital infrared thermometer',
    description: 'Non-contact forehead thermometer, one-second reading, fever alarm, 32-reading memory.',
    category: 'Equipment',
    price: '0.06',
    inventory: 120,
    ratings: R45,
  },
  {
    name: 'Fingertip pulse oximeter',
    description:
      'SpO2 and pulse rate on an OLED display, with lanyard and batteries, for adults and children.',
    category: 'Equipment',
    price: '0.05',
    inventory: 150,
    ratings: R48,
  },
  {
    name: 'Automatic blood pressure monitor',
    description: 'Upper-arm monitor with a 22–42 cm cuff, irregular heartbeat detection and two-user memory.',
    category: 'Equipment',
    price: '0.5',
    inventory: 40,
    ratings: R44,
  },
  {
    name: 'Paracetamol 500 mg tablets',
    description: 'Analgesic and antipyretic, blister packs of 16 tablets, hospital pack of 50 boxes.',
    category: 'Pain Management',
    price: '0.012',
    inventory: 480,
    ratings: R45,
  },
  {
    name: 'Ibuprofen 400 mg tablets',
    description: 'Non-steroidal anti-inflammatory, film-coated, packs of 24 tablets.',
    category: 'Pain Management',
    price: '0.018',
    inventory: 410,
    ratings: R46,
  },
  {
    name: 'Diclofenac 1% topical gel',
    description: 'Anti-inflammatory gel for joint and muscle pain, 100 g tubes, case of 12.',
    category: 'Pain Management',
    price: '0.04',
    inventory: 160,
    ratings: R42,
  },
  {
    name: 'Amlodipine 5 mg tablets',
    description: 'Calcium channel blocker for hypertension and angina, packs of 28 tablets.',
    category: 'Cardiovascular',
    price: '0.02',
    inventory: 360,
    ratings: R45,
  },
  {
    name: 'Atorvastatin 20 mg tablets',
    description: 'Statin for lowering cholesterol, packs of 28 film-coated tablets.',
    category: 'Cardiovascular',
    price: '0.028',
    inventory: 290,
    ratings: R48,
  },
  {
    name: 'Aspirin 75 mg dispersible tablets',
    description: 'Low-dose antiplatelet therapy, packs of 28 tablets, blister-sealed.',
    category: 'Cardiovascular',
    price: '0.011',
    inventory: 470,
    ratings: R44,
  },
  {
    name: 'Salbutamol 100 mcg inhaler',
    description: 'Metered-dose bronchodilator inhaler, 200 doses, CFC-free propellant.',
    category: 'Respiratory',
    price: '0.035',
    inventory: 230,
    ratings: R46,
  },
  {
    name: 'Nebulizer mask kit',
    description:
      'Adult aerosol mask with 2 m tubing and 6 ml medication cup, single-patient use, pack of 10.',
    category: 'Respiratory',
    price: '0.055',
    inventory: 110,
    ratings: R45,
  },
  {
    name: 'Disposable peak flow meters',
    description: 'Low-range peak expiratory flow meters with one-way valve mouthpieces, box of 10.',
    category: 'Respiratory',
    price: '0.07',
    inventory: 75,
    ratings: R48,
  },
  {
    name: 'Sharps disposal containers 5 L',
    description:
      'Puncture-resistant, UN-approved yellow containers with temporary and final closure, box of 12.',
    category: 'Other',
    price: '0.03',
    inventory: 200,
    ratings: R45,
  },
  {
    name: 'Alcohol hand sanitiser 500 ml',
    description: 'Gel with 70% ethanol and aloe, pump bottles for wards and clinics, case of 12.',
    category: 'Other',
    price: '0.024',
    inventory: 350,
    ratings: R46,
  },
  {
    name: 'Medical adhesive tape rolls',
    description: 'Hypoallergenic breathable tape, 2.5 cm x 9.1 m, box of 12 rolls with dispenser.',
    category: 'Other',
    price: '0.016',
    inventory: 420,
    ratings: R45,
  },
];
