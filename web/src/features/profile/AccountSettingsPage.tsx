import { Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useAccountSettingsQuery } from '../../__generated__/operations/AccountSettings';
import { usePageHead } from '../../app/head/use-page-head';
import { readUser, saveUser, useSession } from '../../shared/session/session';
import { toStoredUser } from '../../shared/session/session-user';
import { ChangePassword } from './ChangePassword';
import { DeliveryAddress } from './DeliveryAddress';
import { MobileNumber } from './MobileNumber';
import { MyInformation } from './MyInformation';
import { OrderUpdates } from './OrderUpdates';

/**
 * Account Settings (/profile and /profile/account): My Information, Delivery Address, Mobile number and Privacy. The buyer comes
 * from `me` (the bearer token's buyer); while it cannot be loaded the stored user stands in (the failure is only
 * logged, as the spec asks) and the address cannot be edited.
 */
export default function AccountSettingsPage() {
  usePageHead({ title: 'My Account | Sutra', noindex: true });
  const { user } = useSession();
  const { data, loading, error } = useAccountSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const me = data?.me ?? null;

  useEffect(() => {
    if (error) console.error('Failed to load the profile', error);
  }, [error]);

  // The header reads the stored user: keep it in step with the account (changed on another device, say).
  useEffect(() => {
    if (!me) return;
    const stored = readUser();
    const fresh = toStoredUser(me);
    if (
      !stored ||
      stored._id !== fresh._id ||
      stored.name !== fresh.name ||
      stored.email !== fresh.email ||
      (stored.contactNumber ?? '') !== fresh.contactNumber
    ) {
      saveUser(fresh);
    }
  }, [me]);

  const info = me ?? (user ? { name: user.name, email: user.email } : null);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" color="brand.navy">
        Account Settings
      </Heading>
      {loading && !me ? (
        <Center py="12">
          <Spinner size="lg" color="brand.navy" aria-label="Loading your account" />
        </Center>
      ) : (
        <>
          {info && <MyInformation viewer={info} />}
          <DeliveryAddress viewer={me} />
          <MobileNumber viewer={me} />
          <OrderUpdates viewer={me} />
          <ChangePassword />
        </>
      )}
    </Stack>
  );
}
