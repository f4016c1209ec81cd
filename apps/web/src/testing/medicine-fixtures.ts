import type {
  Medicine,
  MedicinePage,
  Recommendation,
  RecommendResponse,
  RestockingPage,
  RestockingRequest,
} from '@careledger/shared';

// Answers of the medicine API as the contract (packages/shared/src/medicine/schemas.ts) shapes them.

export function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    medicineId: 11,
    medicineName: 'Ibuprofen 200 mg tablets',
    category: 'pain_relief',
    confidenceScore: 0.86,
    price: 4.5,
    stockQuantity: 45,
    stockStatus: 'in-stock',
    prescriptionRequired: false,
    seeClinician: false,
    description: 'Pain reliever and fever reducer (NSAID).',
    dosage: '1 tablet every 4 to 6 hours while symptoms persist.',
    dosageInstructions: 'Take with food or milk. Do not take more than 6 tablets in 24 hours.',
    reasoning: 'Treats headache and fever, both reported.',
    reasons: [{ key: 'reasons.matched', params: { symptoms: 'headache, fever' } }],
    warnings: [
      'Taking warfarin: ask a doctor first.',
      'Stomach bleeding warning: may cause severe bleeding.',
    ],
    cautions: [{ key: 'cautions.interaction', params: { medicine: 'warfarin' } }],
    alternativeMedicines: [
      { medicineId: 12, medicineName: 'Acetaminophen 500 mg tablets', stockQuantity: 8 },
    ],
    symptomsMatched: ['headache', 'fever'],
    sideEffects: ['Upset stomach'],
    source: 'FDA OTC monograph 21 CFR 343',
    ...overrides,
  };
}

export function answer(overrides: Partial<RecommendResponse> = {}): RecommendResponse {
  return {
    answerId: 1,
    symptomsDetected: { headache: 0.9, fever: 0.65 },
    symptomNames: { headache: 'Headache', fever: 'Fever' },
    negatedSymptoms: [],
    totalRecommendations: 2,
    recommendations: [
      recommendation(),
      recommendation({
        medicineId: 13,
        medicineName: 'Sertraline 50 mg tablets',
        category: 'anxiety',
        confidenceScore: 0.55,
        stockQuantity: 0,
        stockStatus: 'out-of-stock',
        prescriptionRequired: true,
        seeClinician: true,
        reasons: [],
        cautions: [],
        warnings: [],
        alternativeMedicines: [],
      }),
    ],
    restockingRequests: [],
    redFlags: [],
    urgentReferral: false,
    urgency: 'low',
    possibleConditions: [{ key: 'tension_headache', name: 'Tension headache', confidence: 0.7 }],
    notes: [{ key: 'notes.contextUsed', params: { context: 'warfarin' } }],
    noteTexts: ['You mentioned taking warfarin; that was taken into account.'],
    disclaimer: 'Decision support only, not a diagnosis.',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A red-flag answer: no medicine, the flags and what to do now. */
export function urgentAnswer(): RecommendResponse {
  return answer({
    symptomsDetected: { headache: 0.9 },
    symptomNames: { headache: 'Headache' },
    totalRecommendations: 0,
    recommendations: [],
    redFlags: [
      {
        key: 'chest_pain',
        matched: 'chest pain',
        name: 'Chest pain',
        action: 'Call emergency services now.',
      },
      {
        key: 'trouble_breathing',
        matched: 'cannot breathe',
        name: 'Trouble breathing',
        action: 'Call emergency services now; sit upright.',
      },
    ],
    urgentReferral: true,
    urgency: 'high',
    possibleConditions: [{ key: 'angina', name: 'Angina', confidence: 0.6 }],
    notes: [],
    noteTexts: [],
  });
}

export function medicine(overrides: Partial<Medicine> = {}): Medicine {
  return {
    id: 11,
    name: 'Ibuprofen 200 mg tablets',
    description: 'Pain reliever and fever reducer (NSAID).',
    category: 'pain_relief',
    categories: ['pain_relief', 'fever'],
    price: 4.5,
    stockQuantity: 45,
    stockStatus: 'good',
    threshold: 20,
    unit: 'box',
    prescriptionRequired: false,
    symptomsTreated: ['headache', 'fever', 'muscle_pain', 'toothache'],
    activeIngredient: 'Ibuprofen',
    strength: '200 mg',
    form: 'tablet',
    ...overrides,
  };
}

export const medicinePage = (items: Medicine[]): MedicinePage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

export function restockingRequest(overrides: Partial<RestockingRequest> = {}): RestockingRequest {
  return {
    requestId: 5,
    medicineId: 12,
    medicineName: 'Acetaminophen 500 mg tablets',
    reason: 'Recommended at critical stock: 8 left, threshold 20.',
    reasonText: { key: 'restocking.critical', params: { stock: 8, threshold: 20 } },
    urgencyLevel: 'medium',
    status: 'pending',
    currentStock: 8,
    stockNow: 6,
    requestedQuantity: 100,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'Test admin',
    purchaseOrderId: null,
    scheduledAt: null,
    fulfilledAt: null,
    ...overrides,
  };
}

export const restockingPage = (items: RestockingRequest[]): RestockingPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
});
