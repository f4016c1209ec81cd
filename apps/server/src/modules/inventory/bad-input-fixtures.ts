// What the inventory bad-input suites send when only one field of a request is wrong.

export const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const MOVEMENTS = '/api/inventory/items/1/movements';
export const validItem = {
  name: 'Bad input gauze',
  category: 'Other',
  stock: 1,
  threshold: 1,
  supplierId: 1,
  price: 1,
};
export const validSupplier = {
  name: 'Bad Input Ltd.',
  email: 'a@b.example',
  phone: '1',
  address: 'x',
  defaultOrderQuantity: 1,
  minimumOrderQuantity: 1,
  leadTimeDays: 1,
};
