import { BUYER_ID } from './cart';

/** The signed-in buyer as the gateway answers `me`, for tests (no server). */
export const aViewer = (
  fields: { name?: string; email?: string; contactNumber?: string; whatsappUpdates?: boolean } = {},
) => ({
  __typename: 'Viewer' as const,
  id: BUYER_ID,
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  contactNumber: '9829012345',
  whatsappUpdates: false,
  ...fields,
});
