import { Box, chakra, HStack, Text } from '@chakra-ui/react';

const cardFrame = { width: 46, height: 30, viewBox: '0 0 46 30' } as const;

/**
 * Small drawn card marks (no third-party images), each named for screen readers. Each word is fitted to a set width
 * (`textLength`), so whatever font the device substitutes for Arial, it stays inside its card and clear of the marks.
 */
function Visa() {
  return (
    <svg {...cardFrame} role="img" aria-label="Visa">
      <rect width="46" height="30" rx="4" fill="#1a1f71" />
      <text
        x="7"
        y="20"
        textLength="32"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Arial, sans-serif"
        fontSize="12"
        fontStyle="italic"
        fontWeight="700"
        fill="#ffffff"
      >
        VISA
      </text>
    </svg>
  );
}

function Mastercard() {
  return (
    <svg {...cardFrame} role="img" aria-label="Mastercard">
      <rect width="45" height="29" x="0.5" y="0.5" rx="4" fill="#ffffff" stroke="#d9d4cb" />
      <circle cx="18" cy="15" r="8" fill="#eb001b" />
      <circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

function RuPay() {
  return (
    <svg {...cardFrame} role="img" aria-label="RuPay">
      <rect width="45" height="29" x="0.5" y="0.5" rx="4" fill="#ffffff" stroke="#d9d4cb" />
      <text
        x="4"
        y="19"
        textLength="29"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
      >
        <tspan fill="#1b3f8f">Ru</tspan>
        <tspan fill="#f26f21">Pay</tspan>
      </text>
      <path d="M36 9l4 6-4 6z" fill="#f26f21" />
    </svg>
  );
}

function Amex() {
  return (
    <svg {...cardFrame} role="img" aria-label="American Express">
      <rect width="46" height="30" rx="4" fill="#2e77bc" />
      <text
        x="6"
        y="19"
        textLength="34"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
    </svg>
  );
}

function Upi() {
  return (
    <svg {...cardFrame} role="img" aria-label="UPI">
      <rect width="45" height="29" x="0.5" y="0.5" rx="4" fill="#ffffff" stroke="#d9d4cb" />
      <text
        x="5"
        y="19"
        textLength="22"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Arial, sans-serif"
        fontSize="11"
        fontStyle="italic"
        fontWeight="700"
        fill="#4b4b4d"
      >
        UPI
      </text>
      <path d="M31 8l4 7-4 7z" fill="#f47920" />
      <path d="M35 8l4 7-4 7z" fill="#0a8a43" />
    </svg>
  );
}

/** The accepted payments: the card brands, UPI (Razorpay's checkout offers both) and Cash on Delivery. */
export function PaymentBadges() {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="2" id="accepted-payments">
        We accept
      </Text>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-labelledby="accepted-payments">
        <li>
          <Visa />
        </li>
        <li>
          <Mastercard />
        </li>
        <li>
          <RuPay />
        </li>
        <li>
          <Amex />
        </li>
        <li>
          <Upi />
        </li>
        <li>
          <chakra.span
            display="inline-flex"
            alignItems="center"
            h="30px"
            px="2"
            rounded="4px"
            borderWidth="1px"
            borderColor="#d9d4cb"
            fontSize="xs"
            fontWeight="semibold"
            color="brand.navy"
            bg="white"
          >
            Cash on Delivery
          </chakra.span>
        </li>
      </HStack>
    </Box>
  );
}
