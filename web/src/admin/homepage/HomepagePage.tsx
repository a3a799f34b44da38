import { Box, Button, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { HomepageFieldsFragment } from '../../__generated__/admin/graphql';
import { useHomepageEditorQuery } from '../../__generated__/admin/operations/HomepageEditor';
import { useSaveHomepageMutation } from '../../__generated__/admin/operations/SaveHomepage';
import { isServerError, readableServerError, serverFieldErrors, serverMessage } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { useUnsavedChangesWarning } from '../forms/use-unsaved-changes';
import {
  formFieldOf,
  formValuesOf,
  HOMEPAGE_SECTIONS,
  type HomepageFormValues,
  homepageFormErrors,
  inputOf,
  SECTION_NAMES,
  STALE_MESSAGE,
  sameValues,
  UNSAVED_MESSAGE,
} from './homepage-form';
import { PicksEditor } from './PicksEditor';

const SAVED_MESSAGE = 'Saved. The storefront shows it within a few seconds.';

type Group = 'hero' | 'bestSeller' | 'trending' | 'recommended' | 'saleBanner';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

/** The homepage editor once loaded: `saved` is the homepage as last read or saved. */
function HomepageForm({
  saved,
  savedNotice,
  onSaved,
}: {
  saved: HomepageFieldsFragment;
  savedNotice: boolean;
  onSaved: (homepage: HomepageFieldsFragment) => void;
}) {
  const initial = formValuesOf(saved);
  const [values, setValues] = useState<HomepageFormValues>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [notice, setNotice] = useState<string | null>(savedNotice ? SAVED_MESSAGE : null);
  const [save, { loading }] = useSaveHomepageMutation();

  const dirty = !sameValues(values, initial);
  useUnsavedChangesWarning(dirty, UNSAVED_MESSAGE);
  // Checked as one types, by the api's own rules; a field's message shows once it was edited or a save was tried.
  const ruleErrors = homepageFormErrors(values);
  const errorOf = (field: string) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? ruleErrors[field] : undefined);

  const setField = (group: Group | 'promoText', key: string | null, value: string) => {
    const field = key ? `${group}.${key}` : group;
    setValues((v) =>
      key ? { ...v, [group]: { ...(v[group as Group] as object), [key]: value } } : { ...v, [group]: value },
    );
    setTouched((t) => new Set(t).add(field));
    setServerErrors(({ [field]: _, ...rest }) => rest);
    setNotice(null);
  };
  const text = (group: Group, key: string, label: string, helperText?: string) => (
    <TextField
      label={label}
      name={`${group}.${key}`}
      value={(values[group] as Record<string, string>)[key] ?? ''}
      onChange={(value) => setField(group, key, value)}
      error={errorOf(`${group}.${key}`)}
      helperText={helperText}
      required={!(group === 'bestSeller' && key === 'seeMoreLink')}
    />
  );

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setNotice(null);
    if (Object.keys(ruleErrors).length > 0) {
      setFormError('Some fields need a change before the homepage can be saved.');
      return;
    }
    try {
      const answer = await save({ variables: { input: inputOf(values) } });
      if (answer.data) onSaved(answer.data.saveHomepage);
    } catch (error) {
      if (isServerError(error, 'CONFLICT')) {
        setStale(true);
        setFormError(STALE_MESSAGE);
        return;
      }
      const fields = Object.fromEntries(serverFieldErrors(error).map((f) => [formFieldOf(f.field), f.message]));
      setServerErrors(fields);
      setFormError(
        Object.keys(fields).length > 0
          ? 'Some fields need a change before the homepage can be saved.'
          : (serverMessage(error) ?? 'The homepage could not be saved. Please try again.'),
      );
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Homepage" data-testid="homepage-form">
      <Stack gap="6">
        {formError && (
          <FormAlert>
            <Flex gap="3" align="center" wrap="wrap">
              <span>{formError}</span>
              {stale && (
                <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
                  Reload
                </Button>
              )}
            </Flex>
          </FormAlert>
        )}
        {notice && (
          <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" borderRadius="md" p="3">
            {notice}
          </Box>
        )}
        <Section title="Hero">
          {text('hero', 'title', 'Heading')}
          {text('hero', 'subtitle', 'Text')}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('hero', 'video', 'Video', 'A /media/… file or an https link')}
            {text('hero', 'poster', 'Poster picture', 'Shown before the video plays, and instead of it')}
          </SimpleGrid>
        </Section>
        <Section title="Promo bar">
          <TextField
            label="Promo bar text"
            name="promoText"
            value={values.promoText}
            onChange={(value) => setField('promoText', null, value)}
            error={errorOf('promoText')}
            required
          />
        </Section>
        <Section title="Sale banner">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('saleBanner', 'title', 'Banner title')}
            {text('saleBanner', 'offer', 'Offer', 'e.g. 50% OFF')}
            {text('saleBanner', 'ctaText', 'Button text')}
            {text('saleBanner', 'link', 'Button link', 'e.g. /product-listing/suits')}
          </SimpleGrid>
          {text('saleBanner', 'image', 'Banner picture')}
        </Section>
        {HOMEPAGE_SECTIONS.map((section) => (
          <Section key={section} title={SECTION_NAMES[section]}>
            {text(section, 'title', 'Section title')}
            {section === 'bestSeller' && (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {text('bestSeller', 'bannerImg', 'Banner picture')}
                {text('bestSeller', 'priceRupees', "'Start from' price (₹)")}
              </SimpleGrid>
            )}
            {text(section, 'seeMoreLink', "'See more' link")}
            <PicksEditor
              label={SECTION_NAMES[section]}
              picks={values.picks[section]}
              onChange={(picks) => {
                setValues((v) => ({ ...v, picks: { ...v.picks, [section]: picks } }));
                setTouched((t) => new Set(t).add(`picks.${section}`));
                setNotice(null);
              }}
              error={errorOf(`picks.${section}`)}
            />
          </Section>
        ))}
        <Flex position="sticky" bottom="0" bg="gray.50" py="3" gap="3" align="center" wrap="wrap" borderTopWidth="1px">
          <Button type="submit" {...primaryButton} loading={loading} disabled={!dirty || stale}>
            Save homepage
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => setValues(initial)}>
              Discard changes
            </Button>
          )}
          <Text color="fg.muted" fontSize="sm">
            {dirty ? 'Unsaved changes' : 'No unsaved changes'}
          </Text>
        </Flex>
      </Stack>
    </form>
  );
}

/** /admin/homepage: the hero, promo bar, sale banner and the three product sections, saved together. */
export function HomepagePage() {
  const { data, error, loading } = useHomepageEditorQuery({ fetchPolicy: 'network-only' });
  const [saved, setSaved] = useState<HomepageFieldsFragment | null>(null);
  useEffect(() => {
    document.title = 'Homepage · Sutra admin';
  }, []);
  const homepage = saved ?? data?.homepage;
  if (loading && !homepage) {
    return (
      <Flex justify="center" py="16">
        <Spinner aria-label="Loading" />
      </Flex>
    );
  }
  if (!homepage) return <FormAlert>{readableServerError(error) ?? 'The homepage cannot load right now.'}</FormAlert>;
  return (
    <Box>
      <Heading as="h1" size="xl" mb="6">
        Homepage
      </Heading>
      <HomepageForm
        // A save answers the new version: the form starts again from it.
        key={homepage.version}
        saved={homepage}
        savedNotice={saved !== null}
        onSaved={setSaved}
      />
    </Box>
  );
}
