import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Box, Button, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { type ImportReport, importProductsCsv, PRODUCTS_CSV_URL } from './admin-files';

const counts = (c: ImportReport['created']) => `${c.products} product(s), ${c.variants} colour(s), ${c.skus} size(s)`;

/** Every bad row of a checked file: its line, the column and why, so the file can be fixed before anything is written. */
function RowErrors({ report }: { report: ImportReport }) {
  return (
    <Box overflowX="auto" data-testid="import-errors">
      <Text fontWeight="medium" mb="2" role="status">
        {report.errors.length} problem(s) in {report.rows} row(s): nothing was written.
      </Text>
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Line</Table.ColumnHeader>
            <Table.ColumnHeader>Column</Table.ColumnHeader>
            <Table.ColumnHeader>Problem</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.errors.map((e) => (
            <Table.Row key={`${e.row}:${e.column}:${e.code}`}>
              <Table.Cell>{e.row}</Table.Cell>
              <Table.Cell>{e.column}</Table.Cell>
              <Table.Cell>{e.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * /admin/products/import: download every product as CSV (one row per size), or send one back. A file is first
 * checked (a dry run that lists every bad row and writes nothing); only a file without errors can then be imported.
 */
export function ProductImportPage({ send = fetch }: { send?: typeof fetch }) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const report = await importProductsCsv(file, dryRun, send);
      if (dryRun) setChecked(report);
      else setDone(report);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The import failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Text mb="2" fontSize="sm">
        <RouterLink to="/admin/products">← Products</RouterLink>
      </Text>
      <Heading as="h1" size="xl" mb="4">
        Import and export products
      </Heading>
      <Stack gap="6" maxW="3xl">
        <Box>
          <Heading as="h2" size="md" mb="2">
            Export
          </Heading>
          <Link href={PRODUCTS_CSV_URL} download color="brand.navy" textDecoration="underline">
            Download every product as CSV
          </Link>
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Import
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            The same columns as the export, one row per size. The file is checked first; nothing is written until it has
            no errors.
          </Text>
          {error && <FormAlert>{error}</FormAlert>}
          <Flex gap="3" wrap="wrap" align="center">
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setChecked(null);
                setDone(null);
              }}
            />
            <Button size="sm" variant="outline" onClick={() => run(true)} disabled={!file} loading={busy && !checked}>
              Check the file
            </Button>
            {checked && checked.errors.length === 0 && !done && (
              <Button size="sm" onClick={() => run(false)} loading={busy}>
                Import {checked.rows} row(s)
              </Button>
            )}
          </Flex>
        </Box>
        {checked && checked.errors.length > 0 && <RowErrors report={checked} />}
        {checked && checked.errors.length === 0 && !done && (
          <Text role="status">
            {checked.rows} row(s) checked, no errors: would create {counts(checked.created)} and update{' '}
            {counts(checked.updated)}.
          </Text>
        )}
        {done && (
          <Text role="status" data-testid="import-done">
            {done.written
              ? `Imported ${done.rows} row(s): created ${counts(done.created)}, updated ${counts(done.updated)}.`
              : 'Nothing was written: the file changed or has errors. Check it again.'}
          </Text>
        )}
        {done && done.errors.length > 0 && <RowErrors report={done} />}
      </Stack>
    </Box>
  );
}
