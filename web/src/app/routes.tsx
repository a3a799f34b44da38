import { Route, Routes } from 'react-router';
import HomePage from '../features/catalog/HomePage';
import { AppLayout } from './layout/AppLayout';
import { lazyModule } from './lazy-module';

const ProductListingPage = lazyModule('ProductListingPage', () => import('../features/catalog/ProductListingPage'));
const RecommendedPage = lazyModule('RecommendedPage', () => import('../features/catalog/RecommendedPage'));
const TrendingPage = lazyModule('TrendingPage', () => import('../features/catalog/TrendingPage'));
const ProductDetailsPage = lazyModule(
  'ProductDetailsPage',
  () => import('../features/catalog/details/ProductDetailsPage'),
);
const NotFoundPage = lazyModule('NotFoundPage', () => import('../pages/NotFoundPage'));
const LoginPage = lazyModule('LoginPage', () => import('../features/accounts/LoginPage'));
const SignupPage = lazyModule('SignupPage', () => import('../features/accounts/SignupPage'));
/** Every /profile/* page needs a session and sits in the profile layout (header, side menu). */
const ProfileLayout = lazyModule('ProfileLayout', () => import('../features/profile/ProfileLayout'));
const AccountSettingsPage = lazyModule('AccountSettingsPage', () => import('../features/profile/AccountSettingsPage'));
const WishlistPage = lazyModule('WishlistPage', () => import('../features/wishlist/WishlistPage'));
const CartPage = lazyModule('CartPage', () => import('../features/cart/CartPage'));
const CheckoutPage = lazyModule('CheckoutPage', () => import('../features/checkout/CheckoutPage'));
const OrdersPage = lazyModule('OrdersPage', () => import('../features/orders/OrdersPage'));
const OrderDetailPage = lazyModule('OrderDetailPage', () => import('../features/orders/OrderDetailPage'));
const MembershipPage = lazyModule('MembershipPage', () => import('../features/membership/MembershipPage'));
const FeedbackPage = lazyModule('FeedbackPage', () => import('../features/support/FeedbackPage'));
const ContactPage = lazyModule('ContactPage', () => import('../features/support/ContactPage'));
const ReturnPage = lazyModule('ReturnPage', () => import('../features/support/ReturnPage'));
const AboutPage = lazyModule('AboutPage', () => import('../features/content/AboutPage'));
const PolicyPage = lazyModule('PolicyPage', () => import('../features/content/PolicyPage'));
const InvoiceOnePage = lazyModule('InvoiceOnePage', () => import('../features/content/InvoiceOnePage'));
const InvoiceTwoPage = lazyModule('InvoiceTwoPage', () => import('../features/content/InvoiceTwoPage'));
const SupportPage = lazyModule('SupportPage', () => import('../features/content/SupportPage'));
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
