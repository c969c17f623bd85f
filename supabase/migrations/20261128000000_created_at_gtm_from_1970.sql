-- created_at_gtm is the visitor's own clock. A phone whose clock was reset (a flat battery, a factory reset,
-- before it finds the network's time) reads 1 January 1970, the start of Unix time, and the rule from 2000
-- refused that visitor's registration with nothing they could do about it. The lower bound is now 1970; a
-- time before it still means a broken client, not a clock. Same constraint names, so a refusal reads the same.
alter table public.early_access_registrations
  drop constraint early_access_registrations_created_at_gtm_check,
  add constraint early_access_registrations_created_at_gtm_check
  check (created_at_gtm >= '1970-01-01 00:00:00+00' and created_at_gtm < '2100-01-01 00:00:00+00');
alter table public.websummit_registrations
  drop constraint websummit_registrations_created_at_gtm_check,
  add constraint websummit_registrations_created_at_gtm_check
  check (created_at_gtm >= '1970-01-01 00:00:00+00' and created_at_gtm < '2100-01-01 00:00:00+00');
