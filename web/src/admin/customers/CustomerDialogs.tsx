import { Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { CustomerPageFieldsFragment } from '../../__generated__/admin/graphql';
import { useAdjustCustomerPointsMutation } from '../../__generated__/admin/operations/AdjustCustomerPoints';
import { useSetCustomerBlockedMutation } from '../../__generated__/admin/operations/SetCustomerBlocked';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { pointsOf } from './customer-forms';

function CustomerDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={props.onSubmit} aria-label={props.title}>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">{props.children}</Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={props.onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={props.busy} {...primaryButton}>
                  {props.submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Gives or takes points with a reason the buyer reads in their points history. */
export function PointsDialog(props: { customer: CustomerPageFieldsFragment; open: boolean; onClose: () => void }) {
  const [pointsText, setPointsText] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [adjust, { loading }] = useAdjustCustomerPointsMutation();
  const close = () => {
    setPointsText('');
    setReason('');
    setProblem(null);
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const points = pointsOf(pointsText);
    if (points === null) return setProblem('Enter a whole number of points, such as 100 or -50.');
    if (reason.trim().length < 3) return setProblem('Give a reason (3 characters or more): the customer sees it.');
    setProblem(null);
    try {
      await adjust({ variables: { id: props.customer.id, points, reason: reason.trim() } });
      close();
    } catch (failure) {
      setProblem(readableServerError(failure) ?? 'The points could not be saved. Try again.');
    }
  };
  return (
    <CustomerDialog
      open={props.open}
      title="Adjust points"
      onClose={close}
      onSubmit={submit}
      submitLabel="Save points"
      busy={loading}
    >
      <Field.Root>
        <Field.Label>Points to give (-50 takes 50)</Field.Label>
        <Input inputMode="numeric" value={pointsText} onChange={(e) => setPointsText(e.currentTarget.value)} />
        <Field.HelperText>Balance now: {props.customer.pointsBalance}. It never goes below zero.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Reason (shown to the customer)</Field.Label>
        <Input maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Field.Root>
      {problem && <FormAlert>{problem}</FormAlert>}
    </CustomerDialog>
  );
}

/** Blocks the buyer from buying, or unblocks them; the reason goes to the audit log. */
export function BlockDialog(props: { customer: CustomerPageFieldsFragment; open: boolean; onClose: () => void }) {
  const blocking = props.customer.blockedAt === null;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [setBlocked, { loading }] = useSetCustomerBlockedMutation();
  const close = () => {
    setReason('');
    setProblem(null);
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setProblem('Give a reason (3 characters or more).');
    try {
      await setBlocked({ variables: { id: props.customer.id, blocked: blocking, reason: reason.trim() } });
      close();
    } catch (failure) {
      setProblem(readableServerError(failure) ?? 'The change could not be saved. Try again.');
    }
  };
  return (
    <CustomerDialog
      open={props.open}
      title={blocking ? 'Block from buying' : 'Unblock'}
      onClose={close}
      onSubmit={submit}
      submitLabel={blocking ? 'Block' : 'Unblock'}
      busy={loading}
    >
      {blocking && (
        <FormAlert status="info">
          {props.customer.name} will not be able to check out. They can still sign in and see their orders.
        </FormAlert>
      )}
      <Field.Root>
        <Field.Label>Reason (kept in the audit log, never shown to the customer)</Field.Label>
        <Textarea maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Field.Root>
      {problem && <FormAlert>{problem}</FormAlert>}
    </CustomerDialog>
  );
}
