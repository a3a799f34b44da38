import { Route, Routes } from 'react-router';
import HomePage from '../features/catalog/HomePage';
import { AppLayout } from './layout/AppLayout';
import { lazyModule } from './lazy-module';

const ProductListingPage = lazyModule(
  'src/features/catalog/ProductListingPage.tsx',
  () => import('../features/catalog/ProductListingPage'),
);
const RecommendedPage = lazyModule(
  'src/features/catalog/RecommendedPage.tsx',
  () => import('../features/catalog/RecommendedPage'),
);
const TrendingPage = lazyModule(
  'src/features/catalog/TrendingPage.tsx',
  () => import('../features/catalog/TrendingPage'),
);
const SearchResultsPage = lazyModule(
  'src/features/catalog/SearchResultsPage.tsx',
  () => import('../features/catalog/SearchResultsPage'),
);
const ProductDetailsPage = lazyModule(
  'src/features/catalog/details/ProductDetailsPage.tsx',
  () => import('../features/catalog/details/ProductDetailsPage'),
);
const NotFoundPage = lazyModule('src/pages/NotFoundPage.tsx', () => import('../pages/NotFoundPage'));
const LoginPage = lazyModule('src/features/accounts/LoginPage.tsx', () => import('../features/accounts/LoginPage'));
const SignupPage = lazyModule('src/features/accounts/SignupPage.tsx', () => import('../features/accounts/SignupPage'));
const PhoneLoginPage = lazyModule(
  'src/features/accounts/PhoneLoginPage.tsx',
  () => import('../features/accounts/PhoneLoginPage'),
);
/** Every /profile/* page needs a session and sits in the profile layout (header, side menu). */
const ProfileLayout = lazyModule(
  'src/features/profile/ProfileLayout.tsx',
  () => import('../features/profile/ProfileLayout'),
);
const AccountSettingsPage = lazyModule(
  'src/features/profile/AccountSettingsPage.tsx',
  () => import('../features/profile/AccountSettingsPage'),
);
const WishlistPage = lazyModule(
  'src/features/wishlist/WishlistPage.tsx',
  () => import('../features/wishlist/WishlistPage'),
);
const CartPage = lazyModule('src/features/cart/CartPage.tsx', () => import('../features/cart/CartPage'));
const CheckoutPage = lazyModule(
  'src/features/checkout/CheckoutPage.tsx',
  () => import('../features/checkout/CheckoutPage'),
);
const OrdersPage = lazyModule('src/features/orders/OrdersPage.tsx', () => import('../features/orders/OrdersPage'));
const OrderDetailPage = lazyModule(
  'src/features/orders/OrderDetailPage.tsx',
  () => import('../features/orders/OrderDetailPage'),
);
const ConfirmCodPage = lazyModule(
  'src/features/orders/ConfirmCodPage.tsx',
  () => import('../features/orders/ConfirmCodPage'),
);
const CancelCodPage = lazyModule(
  'src/features/orders/CancelCodPage.tsx',
  () => import('../features/orders/CancelCodPage'),
);
const OrderInvoicePage = lazyModule(
  'src/features/invoices/OrderInvoicePage.tsx',
  () => import('../features/invoices/OrderInvoicePage'),
);
const MembershipPage = lazyModule(
  'src/features/membership/MembershipPage.tsx',
  () => import('../features/membership/MembershipPage'),
);
const FeedbackPage = lazyModule(
  'src/features/support/FeedbackPage.tsx',
  () => import('../features/support/FeedbackPage'),
);
const ContactPage = lazyModule('src/features/support/ContactPage.tsx', () => import('../features/support/ContactPage'));
const ReturnPage = lazyModule('src/features/support/ReturnPage.tsx', () => import('../features/support/ReturnPage'));
const AboutPage = lazyModule('src/features/content/AboutPage.tsx', () => import('../features/content/AboutPage'));
const PolicyPage = lazyModule('src/features/content/PolicyPage.tsx', () => import('../features/content/PolicyPage'));
const InvoiceOnePage = lazyModule(
  'src/features/content/InvoiceOnePage.tsx',
  () => import('../features/content/InvoiceOnePage'),
);
const InvoiceTwoPage = lazyModule(
  'src/features/content/InvoiceTwoPage.tsx',
  () => import('../features/content/InvoiceTwoPage'),
);
const SupportPage = lazyModule('src/features/content/SupportPage.tsx', () => import('../features/content/SupportPage'));
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
        <Route path="/search" element={<SearchResultsPage />} />
        {/* Without a product there is nothing to show: the details page says so and leads home. */}
        <Route path="/product-details" element={<ProductDetailsPage />} />
        <Route path="/product-details/:productId/:productName/:categoryName" element={<ProductDetailsPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/login/phone" element={<PhoneLoginPage />} />
        <Route path="/signup/phone" element={<PhoneLoginPage signup />} />
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
        <Route path="/orders/:id/invoice" element={<OrderInvoicePage />} />
        <Route path="/orders/confirm-cod" element={<ConfirmCodPage />} />
        <Route path="/orders/cancel-cod" element={<CancelCodPage />} />
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
