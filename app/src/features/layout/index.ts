// The app shell: layout, page header and the pages every route tree needs.
export { AppLayout } from './AppLayout.tsx';
export { ComingSoonPage } from './ComingSoonPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
export { RouteErrorPage } from './RouteErrorPage.tsx';
