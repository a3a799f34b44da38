import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import HomePage from '../features/catalog/HomePage';
import { AppLayout } from './layout/AppLayout';

const ProductListingPage = lazy(() => import('../features/catalog/ProductListingPage'));
const RecommendedPage = lazy(() => import('../features/catalog/RecommendedPage'));
const TrendingPage = lazy(() => import('../features/catalog/TrendingPage'));
const ProductDetailsPage = lazy(() => import('../features/catalog/details/ProductDetailsPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const LoginPage = lazy(() => import('../features/accounts/LoginPage'));
const SignupPage = lazy(() => import('../features/accounts/SignupPage'));
/** Every /profile/* page needs a session and sits in the profile layout (header, side menu). */
const ProfileLayout = lazy(() => import('../features/profile/ProfileLayout'));
const AccountSettingsPage = lazy(() => import('../features/profile/AccountSettingsPage'));
const WishlistPage = lazy(() => import('../features/wishlist/WishlistPage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const OrderDetailPage = lazy(() => import('../features/orders/OrderDetailPage'));
const MembershipPage = lazy(() => import('../features/membership/MembershipPage'));
const FeedbackPage = lazy(() => import('../features/support/FeedbackPage'));
const ContactPage = lazy(() => import('../features/support/ContactPage'));
const ReturnPage = lazy(() => import('../features/support/ReturnPage'));
const AboutPage = lazy(() => import('../features/content/AboutPage'));
const PolicyPage = lazy(() => import('../features/content/PolicyPage'));
const InvoiceOnePage = lazy(() => import('../features/content/InvoiceOnePage'));
const InvoiceTwoPage = lazy(() => import('../features/content/InvoiceTwoPage'));
const SupportPage = lazy(() => import('../features/content/SupportPage'));
/**
 * Every route of the spec's route table. The homepage ships with the app (it is the usual first page); the others
 * load on demand, one chunk each, after the full Chakra system (their dialogs, forms and popovers need its recipes;
 * see system.ts).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/product-listing" element={<ProductListingPage />} />
        <Route path="/product-listing/:categoryValue" element={<ProductListingPage />} />
        <Route path="/recommended" element={<RecommendedPage />} />
        <Route path="/trending" element={<TrendingPage />} />
        {/* Without a product there is nothing to show: the details page says so and leads home. */}
        <Route path="/product-details" element={<ProductDetailsPage />} />
        <Route path="/product-details/:productId/:productName/:categoryName" element={<ProductDetailsPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/profile" element={<ProfileLayout />}>
          <Route index element={<AccountSettingsPage />} />
          <Route path="account" element={<AccountSettingsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/details/:oId/:pId" element={<OrderDetailPage />} />
          <Route path="wishlist" element={<WishlistPage />} />
          <Route path="membership" element={<MembershipPage />} />
          <Route path="feedback" element={<FeedbackPage />} />
          <Route path="return" element={<ReturnPage />} />
          <Route path="contact" element={<ContactPage />} />
        </Route>
        <Route path="/about" element={<AboutPage />} />
        <Route path="/policy" element={<PolicyPage />} />
        <Route path="/invoice-1" element={<InvoiceOnePage />} />
        <Route path="/invoice-2" element={<InvoiceTwoPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
