import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';

type PageModule = Promise<{ default: React.ComponentType }>;

/** A route whose page loads on demand (one chunk per page). */
const page = (path: string, load: () => PageModule): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** A route of the spec's table whose screen a later slice builds; it says so instead of failing. */
const PlannedPage = lazy(() => import('../pages/PlannedPage'));
const planned = (path: string, title: string): RouteObject => ({ path, element: <PlannedPage title={title} /> });

/** Every route of the spec's route table. Unhandled errors fall to React Router's default error screen. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      page('/', () => import('../features/catalog/HomePage')),
      page('/product-listing', () => import('../features/catalog/ProductListingPage')),
      page('/product-listing/:categoryValue', () => import('../features/catalog/ProductListingPage')),
      page('/recommended', () => import('../features/catalog/RecommendedPage')),
      page('/trending', () => import('../features/catalog/TrendingPage')),
      planned('/product-details', 'Product details'),
      page(
        '/product-details/:productId/:productName/:categoryName',
        () => import('../features/catalog/ProductDetailsPage'),
      ),
      planned('/cart', 'Cart'),
      planned('/checkout', 'Checkout'),
      planned('/login', 'Login'),
      planned('/signup', 'Create Account'),
      planned('/profile', 'My Account'),
      planned('/profile/account', 'My Account'),
      planned('/profile/orders', 'My Orders'),
      planned('/profile/orders/details/:oId/:pId', 'Order details'),
      planned('/profile/wishlist', 'Wishlist'),
      planned('/profile/membership', 'Membership'),
      planned('/profile/feedback', 'Send Feedback'),
      planned('/profile/return', 'Request Return'),
      planned('/profile/contact', 'Contact Us'),
      planned('/about', 'About Us'),
      planned('/policy', 'Terms & Conditions'),
      planned('/invoice-1', 'Tax Invoice'),
      planned('/invoice-2', 'Tax Invoice'),
      planned('/support', 'Support'),
      page('*', () => import('../pages/NotFoundPage')),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
