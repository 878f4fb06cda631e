import { expect, type Locator } from '@playwright/test';

/**
 * Types refused characters into a controlled amount field: letters, a comma and a second dot. A
 * refused keystroke leaves the field's last valid text (React puts a controlled input back when its
 * change handler refuses the change); a comma is taken as the decimal dot. A whole count (lottery
 * tickets) keeps its digits only. Leaves the field empty.
 */
export async function expectAmountFieldRefusesInvalidText(field: Locator, kind: 'decimal' | 'whole' = 'decimal') {
  const decimal = kind === 'decimal';
  await field.fill('');
  await field.pressSequentially('1a2');
  await expect(field).toHaveValue('12');
  await field.pressSequentially(',5');
  await expect(field).toHaveValue(decimal ? '12.5' : '125');
  await field.pressSequentially('.7x');
  await expect(field).toHaveValue(decimal ? '12.57' : '1257');
  await field.fill('');
  await field.pressSequentially('abc');
  await expect(field).toHaveValue('');
}
