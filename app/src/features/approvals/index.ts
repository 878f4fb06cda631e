// Approvals: the /approvals page (token approvals to FlaskSwap contracts, revoke one or several).
export { ApprovalsPage } from './ApprovalsPage.tsx';
