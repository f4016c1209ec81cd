import { MEDICINE_CATEGORIES, medicinePageSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { callInventory, callMedicine } from '../../test/api';
import { describeEachDatabase } from '../../test/databases';
import { MEDICINE_CATALOGUE } from './catalogue';

describeEachDatabase('GET /api/medicine/all', (get) => {
  const list = async (query = '') => {
    const res = await callMedicine(get().app, 'GET', `/all${query}`);
    expect(res.status).toBe(200);
    return medicinePageSchema.parse(res.body);
  };

  it('lists every catalogue medicine by name with its profile and the stock of its inventory item', async () => {
    const page = await list();
    expect(page.total).toBe(MEDICINE_CATALOGUE.length);
    const names = page.items.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const ibuprofen = page.items.find((m) => m.activeIngredient === 'ibuprofen');
    expect(ibuprofen).toMatchObject({
      name: 'Ibuprofen 200 mg tablets',
      category: 'pain_relief',
      categories: ['pain_relief', 'fever'],
      stockQuantity: 45,
      stockStatus: 'good',
      prescriptionRequired: false,
      strength: '200 mg',
      form: 'tablet',
    });
    // Paracetamol is the inventory's own item with the catalogue's profile: one stock, not two.
    const paracetamol = page.items.find((m) => m.activeIngredient.startsWith('acetaminophen'));
    const item = (await callInventory(get().app, 'GET', `/items/${paracetamol?.id}`)).body;
    expect(paracetamol).toMatchObject({ name: item.name, stockQuantity: item.stock, price: item.price });
    expect(paracetamol?.symptomsTreated.slice(0, 3)).toEqual(['headache', 'fever', 'minor_aches']);
    expect(page.items.some((m) => m.stockQuantity === 0)).toBe(true);
    expect(page.items.some((m) => m.stockStatus === 'critical' && m.stockQuantity > 0)).toBe(true);
    expect(page.items.some((m) => m.stockStatus === 'low')).toBe(true);
  });

  it('searches the name or the active ingredient, whatever the case, and takes % and _ literally', async () => {
    expect((await list('?search=PARACETAMOL')).items.map((m) => m.activeIngredient)).toEqual([
      'acetaminophen (paracetamol)',
    ]);
    const byIngredient = await list('?search=diphenhydramine');
    expect(byIngredient.total).toBe(2);
    const byName = await list('?search=nighttime');
    expect(byName.items.map((m) => m.activeIngredient)).toEqual(['diphenhydramine hydrochloride']);
    // Only the cream's name holds a percent sign; a wildcard would match every medicine.
    expect((await list('?search=1%25')).items.map((m) => m.activeIngredient)).toEqual(['hydrocortisone']);
    expect((await list('?search=_')).total).toBe(0);
    expect((await list('?search=%20%20')).total).toBe(MEDICINE_CATALOGUE.length);
  });

  it('filters by category: every medicine listed has it, and each of the spec four has some', async () => {
    for (const category of MEDICINE_CATEGORIES) {
      const page = await list(`?category=${category}`);
      const expected = MEDICINE_CATALOGUE.filter((p) => p.categories.includes(category)).length;
      expect(page.total, category).toBe(expected);
      for (const m of page.items) expect(m.categories).toContain(category);
    }
    expect((await list('?category=anxiety&search=buspirone')).total).toBe(1);
    expect((await list('?category=sleep&search=buspirone')).total).toBe(0);
  });

  it('pages: the pages together hold every medicine once, and total counts all matches', async () => {
    const all = await list();
    const first = await list('?page=1&pageSize=10');
    const second = await list('?page=2&pageSize=10');
    const third = await list('?page=3&pageSize=10');
    expect([first, second, third].map((p) => p.items.length)).toEqual([10, 10, all.total - 20]);
    expect([...first.items, ...second.items, ...third.items].map((m) => m.id)).toEqual(
      all.items.map((m) => m.id),
    );
    expect(third).toMatchObject({ total: all.total, page: 3, pageSize: 10 });
  });

  it('leaves out an archived medicine', async () => {
    const { app } = get();
    const [melatonin] = (await list('?search=melatonin')).items;
    expect((await callInventory(app, 'POST', `/items/${melatonin?.id}/archive`)).status).toBe(200);
    expect((await list('?search=melatonin')).total).toBe(0);
    expect((await list()).total).toBe(MEDICINE_CATALOGUE.length - 1);
  });

  it('refuses an unknown category and a page that is not a whole number', async () => {
    const { app } = get();
    expect((await callMedicine(app, 'GET', '/all?category=vitamins')).status).toBe(400);
    expect((await callMedicine(app, 'GET', '/all?page=0')).status).toBe(400);
    expect((await callMedicine(app, 'GET', '/all?pageSize=1.5')).status).toBe(400);
  });
});
