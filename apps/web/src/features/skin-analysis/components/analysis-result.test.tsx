import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_ID, skinResult } from '@/api/skin-analysis/testing/skin-fixtures';
import { expectNoSeriousAxeViolations } from '@/testing/axe';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { AnalysisResult } from './analysis-result';

const byTestId = (id: string) => screen.getByTestId(id);

describe('AnalysisResult', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('skin');
  });
  afterEach(cleanup);

  it('colours a high risk red and a 72 % confidence yellow, with words beside them', () => {
    renderWithProviders(<AnalysisResult result={skinResult()} />);
    const badge = byTestId('skin-prediction');
    expect(badge.textContent).toBe('High risk');
    expect(badge.dataset.tone).toBe('red');
    expect(badge.className).toContain('bg-red-100');
    const confidence = byTestId('skin-confidence');
    expect(confidence.textContent).toBe('72%');
    expect(confidence.dataset.tone).toBe('yellow');
    expect(confidence.className).toContain('text-amber-800');
  });

  it('colours a low risk and an 85 % confidence green', () => {
    renderWithProviders(<AnalysisResult result={skinResult({ prediction: 'low_risk', confidence: 85 })} />);
    expect(byTestId('skin-prediction').textContent).toBe('Low risk');
    expect(byTestId('skin-prediction').dataset.tone).toBe('green');
    expect(byTestId('skin-confidence').dataset.tone).toBe('green');
    expect(byTestId('skin-confidence').className).toContain('text-green-800');
  });

  it('shows the skin tone by ITA° and how it compares with the type chosen, and the kind of analysis', () => {
    renderWithProviders(<AnalysisResult result={skinResult()} />);
    expect(byTestId('skin-tone').textContent).toBe('Light · ITA 41.2°');
    expect(screen.getByText('Lighter than type III, which you chose, usually is.')).toBeTruthy();
    expect(screen.getByText('Basic')).toBeTruthy();
  });

  it('shows A, B, C and D on their scales, the colours found, the diameter in mm and the TDS', () => {
    renderWithProviders(<AnalysisResult result={skinResult()} />);
    expect(byTestId('skin-feature-A').textContent).toContain('1 on a scale of 0–2');
    expect(byTestId('skin-feature-B').textContent).toContain('3 on a scale of 0–8');
    expect(byTestId('skin-feature-C').textContent).toContain('3 on a scale of 1–6');
    expect(byTestId('skin-feature-C').textContent).toContain(
      'Colours found: light brown, dark brown, and black',
    );
    expect(byTestId('skin-feature-D').textContent).toContain('4 on a scale of 1–5');
    expect(byTestId('skin-diameter').textContent).toBe('6.4 mm across');
    expect(byTestId('skin-feature-D').textContent).toContain('D scored from the diameter.');
    expect(byTestId('skin-tds').textContent).toContain('5.1');
    expect(byTestId('skin-tds').textContent).toContain('Level by the TDS alone: Moderate risk');
  });

  it('gives the diameter in pixels when the scale is unknown, and the structures D was scored from', () => {
    const result = skinResult();
    result.analysis.measurements = {
      ...result.analysis.measurements,
      diameterMm: null,
      dUsed: 'differentialStructures',
    };
    renderWithProviders(<AnalysisResult result={result} />);
    expect(byTestId('skin-diameter').textContent).toBe('310 px across (scale unknown)');
    const d = byTestId('skin-feature-D').textContent;
    expect(d).toContain('D scored from the differential structures.');
    expect(d).toContain('Structures found: dots');
    expect(d).toContain('Not assessed on a photo: pigment network and branched streaks');
  });

  it('shows the evolution told and measured, and that it raised the level', () => {
    renderWithProviders(<AnalysisResult result={skinResult()} />);
    const evolution = within(byTestId('skin-evolution'));
    expect(evolution.getByText('You said it changed 6 weeks ago.')).toBeTruthy();
    expect(evolution.getByText('Measured change')).toBeTruthy();
    expect(evolution.getByText('Area grew by 25% (in mm²)')).toBeTruthy();
    expect(evolution.getByText('Border score changed by +2')).toBeTruthy();
    expect(evolution.getByText('New colours: black')).toBeTruthy();
    expect(evolution.getByText('Level raised for evolution.')).toBeTruthy();
  });

  it('says when there was no change reported and no earlier photo', () => {
    const result = skinResult();
    result.analysis.evolution = { hasEvolved: false, evolutionWeeks: 0, measured: null, raisedLevel: false };
    renderWithProviders(<AnalysisResult result={result} />);
    const evolution = within(byTestId('skin-evolution'));
    expect(evolution.getByText('Not reported as changed.')).toBeTruthy();
    expect(evolution.getByText('No earlier photo of this body location to compare with.')).toBeTruthy();
    expect(evolution.queryByText('Level raised for evolution.')).toBeNull();
  });

  it('shows the photo beside the overlay, the letters’ legend and the disclaimer', async () => {
    const { container } = renderWithProviders(<AnalysisResult result={skinResult()} />);
    expect(screen.getByRole('img', { name: 'The analysed photo' }).getAttribute('src')).toBe(
      `/api/skin-analysis/${ANALYSIS_ID}/thumbnail`,
    );
    expect(screen.getByRole('img', { name: /found border/ }).getAttribute('src')).toBe(
      `/api/skin-analysis/${ANALYSIS_ID}/overlay`,
    );
    expect(screen.getByText(/^Asymmetry: how unlike its mirror image/)).toBeTruthy();
    expect(screen.getByText(/^Evolution: a change you noticed/)).toBeTruthy();
    const disclaimer = byTestId('skin-disclaimer').textContent;
    expect(disclaimer).toContain('This is a prompt to see a dermatologist, not a diagnosis.');
    expect(disclaimer).toContain(skinResult().disclaimer);
    await expectNoSeriousAxeViolations(container);
  });
});
