// Allowances: the /approvals page (token approvals to FlaskSwap contracts, revoke one or several).
export { AllowancesPage } from './AllowancesPage.tsx';
