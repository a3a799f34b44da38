import { Grid } from '@chakra-ui/react';
import { useSendContactQueryMutation } from '../../__generated__/operations/SendContactQuery';
import { ContactInfo } from './ContactInfo';
import { MessageForm } from './MessageForm';
import { FormCard, SupportPageFrame } from './SupportPageFrame';

export const QUERY_SENT = 'Thank you for contacting us. We will get back to you soon.';

/** Contact Us (/profile/contact): name, email and query, beside the store's own contact details. */
export default function ContactPage() {
  const [sendContactQuery] = useSendContactQueryMutation();
  return (
    <SupportPageFrame title="Contact Us" intro="Questions about an order, a size or an alteration? Ask us here.">
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <FormCard>
          <MessageForm
            formLabel="Contact Us"
            textLabel="Query"
            textField="query"
            submitLabel="Send Query"
            send={async ({ name, email, text }) => {
              const { data } = await sendContactQuery({ variables: { input: { name, email, query: text } } });
              return data?.sendContactQuery.message || QUERY_SENT;
            }}
          />
        </FormCard>
        <ContactInfo />
      </Grid>
    </SupportPageFrame>
  );
}
