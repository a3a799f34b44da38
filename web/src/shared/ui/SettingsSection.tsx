import { Box, Button, Flex, Grid, Heading } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { Fragment, type ReactNode, useId } from 'react';

export interface SettingsSectionProps {
  title: string;
  /** Shows 'Edit Info' beside the title while the section is not being edited. */
  onEdit?: (() => void) | undefined;
  editDisabled?: boolean;
  children: ReactNode;
  testId?: string;
}

/** One block of Account Settings: a region named by its heading, with an optional 'Edit Info' button. */
export function SettingsSection({ title, onEdit, editDisabled, children, testId }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p={{ base: '4', md: '6' }}
      data-testid={testId}
    >
      <Flex justify="space-between" align="center" gap="3" mb="4" pb="3" borderBottomWidth="1px" borderColor="gray.100">
        <Heading as="h2" id={headingId} size="md" color="brand.navy" fontFamily="heading">
          {title}
        </Heading>
        {onEdit && (
          <Button
            size="sm"
            variant="ghost"
            color="brand.navy"
            onClick={onEdit}
            disabled={editDisabled}
            _hover={{ bg: 'brand.cream' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
          >
            <Pencil size={14} aria-hidden />
            Edit Info
          </Button>
        )}
      </Flex>
      {children}
    </Box>
  );
}

/** Label and value pairs (a description list), one per row. */
export function InfoRows({ rows }: { rows: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '8rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '2' }}>
      {rows.map(({ label, value, testId }) => (
        <Fragment key={label}>
          <Box as="dt" color="fg.muted" fontSize="sm" pt={{ sm: '0.5' }}>
            {label}
          </Box>
          <Box as="dd" fontWeight="medium" mb={{ base: '2', sm: '0' }} overflowWrap="anywhere" data-testid={testId}>
            {value}
          </Box>
        </Fragment>
      ))}
    </Grid>
  );
}
