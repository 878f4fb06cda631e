// The profile's FLASK costs as the devnet deploys them (SPEC.md §9: starter 5 FLASK, 10 FLASK in
// all). The registry's fees can change (FlaskProfile.updateNumberFlask): the app reads them from
// the chain and uses these only as documentation and in tests.
const FLASK = 10n ** 18n;

export const PROFILE_FEES = {
  /** FlaskStarterFactory.tokenPrice, paid to the factory. */
  starter: 5n * FLASK,
  /** FlaskProfile.numberFlaskToRegister, burned. */
  register: 5n * FLASK,
  /** FlaskProfile.numberFlaskToReactivate, burned. */
  reactivate: 2n * FLASK,
  /** FlaskProfile.numberFlaskToUpdate (change picture), burned. */
  update: 2n * FLASK,
} as const;
