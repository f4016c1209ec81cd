import type { Medicine, MedicinePage, Recommendation, RecommendResponse } from '@careledger/shared';

// Answers of POST /api/medicine/recommend and GET /api/medicine/all as the contract shapes them, for the voice
// screen's tests.

export function voiceRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    medicineId: 21,
    medicineName: 'Acetaminophen 500 mg tablets',
    category: 'pain_relief',
    confidenceScore: 0.9,
    price: 3.2,
    stockQuantity: 45,
    stockStatus: 'in-stock',
    prescriptionRequired: false,
    seeClinician: false,
    description: 'Pain reliever and fever reducer.',
    dosage: '2 tablets every 6 hours while symptoms last.',
    dosageInstructions: 'Do not take more than 6 tablets in 24 hours.',
    reasoning: 'Treats headache and fever, both reported.',
    reasons: [],
    warnings: ['Liver warning: severe liver damage may occur with more than the maximum dose.'],
    cautions: [],
    alternativeMedicines: [],
    symptomsMatched: ['headache', 'fever'],
    sideEffects: ['Nausea', 'Rash'],
    source: 'FDA OTC monograph M013',
    ...overrides,
  };
}

export function voiceAnswer(overrides: Partial<RecommendResponse> = {}): RecommendResponse {
  return {
    answerId: 7,
    symptomsDetected: { headache: 0.95, fever: 0.8 },
    symptomNames: { headache: 'Headache', fever: 'Fever' },
    negatedSymptoms: [],
    totalRecommendations: 2,
    recommendations: [
      voiceRecommendation(),
      voiceRecommendation({
        medicineId: 22,
        medicineName: 'Ibuprofen 200 mg tablets',
        stockQuantity: 8,
        stockStatus: 'low-stock',
        sideEffects: [],
        symptomsMatched: ['fever'],
      }),
    ],
    restockingRequests: [],
    redFlags: [],
    urgentReferral: false,
    urgency: 'low',
    possibleConditions: [{ key: 'common_cold', name: 'Common cold', confidence: 0.6 }],
    notes: [],
    noteTexts: [],
    disclaimer: 'Decision support only: this is not a diagnosis.',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A red flag: urgent referral, no medicine. */
export function urgentVoiceAnswer(): RecommendResponse {
  return voiceAnswer({
    symptomsDetected: { chest_pain: 1 },
    symptomNames: { chest_pain: 'Chest pain' },
    totalRecommendations: 0,
    recommendations: [],
    redFlags: [
      {
        key: 'chest_pain',
        matched: 'crushing chest pain',
        name: 'Chest pain or pressure',
        action: 'Call emergency services now.',
      },
    ],
    urgentReferral: true,
    urgency: 'high',
    possibleConditions: [{ key: 'heartburn', name: 'Heartburn', confidence: 0.3 }],
  });
}

export function voiceMedicine(overrides: Partial<Medicine> = {}): Medicine {
  return {
    id: 21,
    name: 'Acetaminophen 500 mg tablets',
    description: 'Pain reliever and fever reducer.',
    category: 'pain_relief',
    categories: ['pain_relief', 'fever'],
    price: 3.2,
    stockQuantity: 45,
    stockStatus: 'good',
    threshold: 20,
    unit: 'tablets',
    prescriptionRequired: false,
    symptomsTreated: ['headache', 'fever'],
    activeIngredient: 'acetaminophen',
    strength: '500 mg',
    form: 'tablet',
    ...overrides,
  };
}

export function medicinePage(items: Medicine[]): MedicinePage {
  return { items, total: items.length, page: 1, pageSize: 50 };
}
