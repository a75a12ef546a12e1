-- Site takeovers booked before this migration get their slot_bookings rows (product 74, one per polygon), as the
-- service now writes them on create and edit, so slot availability and helper 21 show them.
INSERT INTO slot_bookings (product_id, place_key, city_id, start_date, end_date, source, source_id, opportunity_id)
SELECT 74, 'polygon:' || p.uuid, coalesce(c.id, l.city_id), s.start_date, s.end_date, 'site_takeover', s.id, s.opportunity_id
  FROM site_takeover_slots s
  CROSS JOIN LATERAL (SELECT DISTINCT value AS uuid FROM jsonb_array_elements_text(s.polygon_uuids)) p
  LEFT JOIN cities c ON c.uuid = p.uuid
  LEFT JOIN localities l ON l.uuid = p.uuid
 WHERE NOT EXISTS (SELECT 1 FROM slot_bookings b WHERE b.source = 'site_takeover' AND b.source_id = s.id);
