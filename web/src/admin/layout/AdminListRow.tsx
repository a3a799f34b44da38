import { Flex, type FlexProps } from '@chakra-ui/react';

/** One row of an admin list (`<li>` in a `<ul>`): a white card whose parts wrap on a phone. */
export function AdminListRow(props: FlexProps) {
  return (
    <Flex as="li" bg="white" borderWidth="1px" borderRadius="md" p="3" gap="3" align="center" wrap="wrap" {...props} />
  );
}
