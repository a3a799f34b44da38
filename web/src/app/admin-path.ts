/**
 * Whether a path is the staff's app (`/admin`, `/admin/…`), which the browser loads instead of the store's. It lives
 * with the store's code, not the admin's: the store's entry asks it, and no module under `src/admin/` may be one the
 * store's pages load.
 */
export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');
