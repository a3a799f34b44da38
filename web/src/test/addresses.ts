/** A buyer's saved delivery address as the gateway answers it, for tests of every screen that shows or edits one. */
export const jaipur = {
  __typename: 'Address' as const,
  fullName: 'Arjun Mehta',
  mobile: '9829012345',
  add1: '22 MI Road',
  add2: 'Second floor',
  landmark: 'Near Panch Batti',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302001',
  isDefault: true,
};
