import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { Badge, Box, Button, Field, Flex, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { StaffMemberFieldsFragment, StaffRole } from '../../__generated__/admin/graphql';
import { useChangeStaffRoleMutation } from '../../__generated__/admin/operations/ChangeStaffRole';
import { useInviteStaffMutation } from '../../__generated__/admin/operations/InviteStaff';
import { useRevokeStaffSessionsMutation } from '../../__generated__/admin/operations/RevokeStaffSessions';
import { useSetStaffDisabledMutation } from '../../__generated__/admin/operations/SetStaffDisabled';
import { useStaffMembersQuery } from '../../__generated__/admin/operations/StaffMembers';
import { isServerError, readableServerError, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { looksLikeEmail } from '../../shared/forms/validation';
import { OWNER_ONLY, ROLE_LABELS, ROLES, staffRefusal } from './staff-messages';

export const EMAIL_REQUIRED = 'Enter the email to invite';
export const EMAIL_SHAPE = 'Enter a valid email address';

function RoleSelect(props: { label: string; value: StaffRole; disabled?: boolean; onChange: (r: StaffRole) => void }) {
  return (
    <NativeSelect.Root
      recipe={nativeSelectSlotRecipe}
      size="sm"
      width={{ base: 'full', sm: '40' }}
      disabled={props.disabled}
    >
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value as StaffRole)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Invite by email and role: the api mails the one-time link. */
function InviteForm({ onDone }: { onDone: (message: string | null, error: string | null) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('CATALOGUE');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [invite, { loading }] = useInviteStaffMutation();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = !trimmed ? EMAIL_REQUIRED : looksLikeEmail(trimmed) ? undefined : EMAIL_SHAPE;
    setEmailError(problem);
    if (problem) return;
    try {
      const { data } = await invite({ variables: { input: { email: trimmed, role } } });
      setEmail('');
      onDone(`Invitation mailed to ${data?.inviteStaff.email ?? trimmed}.`, null);
    } catch (error) {
      const fieldError = serverRefusal(error, 'input.')?.fields.email;
      if (fieldError) setEmailError(fieldError);
      else onDone(null, staffRefusal(error));
    }
  };

  return (
    <Box asChild bg="white" p="4" borderRadius="md" mb="6">
      <form onSubmit={onSubmit} noValidate aria-label="Invite staff">
        <Heading as="h2" size="md" mb="3">
          Invite a member
        </Heading>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Box flex="1" minW="0" flexBasis={{ base: 'full', sm: '64' }}>
            <TextField
              label="Email"
              name="email"
              type="email"
              value={email}
              onChange={setEmail}
              error={emailError}
              required
            />
          </Box>
          <Field.Root width={{ base: 'full', sm: 'auto' }}>
            <Field.Label fontWeight="medium">Role</Field.Label>
            <RoleSelect label="Role" value={role} onChange={setRole} />
          </Field.Root>
          <Button type="submit" {...primaryButton} loading={loading} width={{ base: 'full', sm: 'auto' }}>
            Send invitation
          </Button>
        </Flex>
      </form>
    </Box>
  );
}

function MemberRow(props: {
  member: StaffMemberFieldsFragment;
  onDone: (message: string | null, error: string | null) => void;
}) {
  const { member, onDone } = props;
  const [changeRole, { loading: changing }] = useChangeStaffRoleMutation();
  const [setDisabled, { loading: toggling }] = useSetStaffDisabledMutation();
  const [revoke, { loading: revoking }] = useRevokeStaffSessionsMutation();

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      onDone(done, null);
    } catch (error) {
      onDone(null, staffRefusal(error));
    }
  };

  return (
    <Box as="li" listStyleType="none" bg="white" p="4" borderRadius="md" data-testid="staff-member">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Box minW="0" flex="1" flexBasis={{ base: 'full', md: 'auto' }}>
          <Text fontWeight="semibold" truncate>
            {member.name}{' '}
            <Badge colorPalette={member.disabled ? 'gray' : 'green'} ms="1">
              {member.disabled ? 'Disabled' : 'Active'}
            </Badge>
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {member.email}
          </Text>
        </Box>
        <RoleSelect
          label={`Role of ${member.name}`}
          value={member.role}
          disabled={changing}
          onChange={(role) =>
            run(
              () => changeRole({ variables: { id: member.id, role } }),
              `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.`,
            )
          }
        />
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            loading={toggling}
            onClick={() =>
              run(
                () => setDisabled({ variables: { id: member.id, disabled: !member.disabled } }),
                `${member.name} is ${member.disabled ? 'enabled' : 'disabled'}.`,
              )
            }
          >
            {member.disabled ? `Enable ${member.name}` : `Disable ${member.name}`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={revoking}
            onClick={() => run(() => revoke({ variables: { id: member.id } }), `${member.name}'s sessions have ended.`)}
          >
            End sessions
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

/**
 * /admin/staff (owner): every member with their role and state, invitations, role changes, disabling and ending
 * sessions. The api decides: another role sees its refusal, and each refused change is named by its code.
 */
export function StaffPage() {
  const { data, error, loading } = useStaffMembersQuery({ fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onDone = (message: string | null, failure: string | null) => {
    setNotice(message);
    setProblem(failure);
  };

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Staff
      </Heading>
      {isServerError(error, 'FORBIDDEN') ? (
        <FormAlert>{OWNER_ONLY}</FormAlert>
      ) : error && !data ? (
        <FormAlert>{readableServerError(error) ?? 'The staff list cannot load right now.'}</FormAlert>
      ) : (
        <>
          <InviteForm onDone={onDone} />
          <Stack gap="2" mb="4" aria-live="polite">
            {problem && <FormAlert>{problem}</FormAlert>}
            {notice && (
              <Text role="status" color="green.700">
                {notice}
              </Text>
            )}
          </Stack>
          {loading && !data ? (
            <Spinner aria-label="Loading" />
          ) : (
            <Stack as="ul" gap="2" aria-label="Staff members" ps="0">
              {data?.staffMembers.map((member) => (
                <MemberRow key={member.id} member={member} onDone={onDone} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
