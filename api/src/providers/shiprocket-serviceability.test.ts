import { describe, expect, it } from 'vitest';
import { ProviderRejectedError } from './http.js';
import { readServiceability, saysNotServiceable } from './shiprocket-serviceability.js';

const courier = (fields: Record<string, unknown>) => ({
  courier_company_id: 43,
  courier_name: 'Delhivery Surface',
  estimated_delivery_days: '4',
  etd: 'Nov 29, 2026',
  cod: 1,
  is_surface: true,
  rate: 96,
  ...fields,
});

describe('readServiceability', () => {
  it('reads the couriers Shiprocket lists, leaving out blocked ones and entries it cannot read', () => {
    const answer = readServiceability({
      status: 200,
      data: {
        available_courier_companies: [
          courier({}),
          courier({
            courier_company_id: 10,
            courier_name: 'Delhivery Air',
            is_surface: false,
            estimated_delivery_days: 2,
          }),
          courier({ courier_company_id: 99, blocked: 1 }),
          { courier_name: 'No id or days' },
        ],
        recommended_courier_company_id: 43,
      },
    });
    expect(answer).toEqual({
      serviceable: true,
      recommendedCourierId: 43,
      couriers: [
        {
          courierCompanyId: 43,
          courierName: 'Delhivery Surface',
          estimatedDeliveryDays: 4,
          etd: 'Nov 29, 2026',
          cod: true,
          isSurface: true,
          rate: 96,
        },
        expect.objectContaining({ courierCompanyId: 10, isSurface: false, estimatedDeliveryDays: 2 }),
      ],
    });
  });

  it('takes a body saying status 404 as "not serviceable" whatever the HTTP status was', () => {
    expect(readServiceability({ status: 404, message: 'Delivery postcode not serviceable' })).toEqual({
      serviceable: false,
      message: 'Delivery postcode not serviceable',
    });
    expect(saysNotServiceable({ status: 404, message: 'x' })).toBe(true);
    // A 404 from a wrong address is not an answer about the pincode.
    expect(saysNotServiceable({ message: 'Not Found' })).toBe(false);
    expect(saysNotServiceable('<html>Not Found</html>')).toBe(false);
  });

  it('takes an empty courier list as "not serviceable" too', () => {
    expect(readServiceability({ status: 200, data: { available_courier_companies: [] } })).toMatchObject({
      serviceable: false,
    });
  });

  it('refuses an answer of an unknown shape rather than guessing', () => {
    expect(() => readServiceability('<html>maintenance</html>')).toThrow(ProviderRejectedError);
  });
});
