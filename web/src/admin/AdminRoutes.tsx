import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Route, Link as RouterLink, Routes } from 'react-router';
import { AuditPage } from './audit/AuditPage';
import { NewProductPage } from './catalogue/NewProductPage';
import { ProductEditorPage } from './catalogue/ProductEditorPage';
import { ProductImportPage } from './catalogue/ProductImportPage';
import { ProductListPage } from './catalogue/ProductListPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { CouponsPage } from './coupons/CouponsPage';
import { CustomerListPage } from './customers/CustomerListPage';
import { CustomerPage } from './customers/CustomerPage';
import { AdminHomePage } from './home/AdminHomePage';
import { HomepagePage } from './homepage/HomepagePage';
import { InboxPage } from './inbox/InboxPage';
import { AdminLayout } from './layout/AdminLayout';
import { OrderListPage } from './orders/OrderListPage';
import { OrderPage } from './orders/OrderPage';
import { PayoutsPage } from './refunds/PayoutsPage';
import { ReturnsPage } from './returns/ReturnsPage';
import { AdminLoginPage } from './session/AdminLoginPage';
import { AcceptInvitePage } from './staff/AcceptInvitePage';
import { StaffPage } from './staff/StaffPage';

function AdminNotFound() {
  return (
    <Box>
      <Heading as="h1" size="xl" mb="2">
        Not found
      </Heading>
      <Text>
        There is no such admin page.{' '}
        <Link asChild color="brand.navy" textDecoration="underline">
          <RouterLink to="/admin">Back to the admin</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}

/** Every admin route, under `/admin`: the sign-in page alone, the rest inside the signed-in layout. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/admin/invite" element={<AcceptInvitePage />} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<AdminHomePage />} />
        <Route path="products" element={<ProductListPage />} />
        <Route path="products/import" element={<ProductImportPage />} />
        <Route path="products/new" element={<NewProductPage />} />
        <Route path="products/:id" element={<ProductEditorPage />} />
        <Route path="orders" element={<OrderListPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="homepage" element={<HomepagePage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="payouts" element={<PayoutsPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="customers" element={<CustomerListPage />} />
        <Route path="customers/:id" element={<CustomerPage />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="returns" element={<ReturnsPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
