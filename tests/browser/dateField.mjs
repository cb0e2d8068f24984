// Filling the dashboard's date fields (day, month and year lists) from a browser test.

/**
 * Chooses an ISO day ("2026-11-23") in a date field: `field` is the field (its
 * [data-testid=date-field]) or anything inside it, such as its day list `#root_from_date`.
 */
export async function chooseDate(field, iso) {
  const group = (await field.getAttribute('data-testid')) === 'date-field' ? field : field.locator('xpath=ancestor::*[@data-testid="date-field"][1]');
  const [year, month, day] = iso.split('-').map(Number);
  await group.locator('select[data-part=year]').selectOption(String(year));
  await group.locator('select[data-part=month]').selectOption(String(month));
  await group.locator('select[data-part=day]').selectOption(String(day));
}
