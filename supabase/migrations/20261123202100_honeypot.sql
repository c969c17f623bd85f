-- A honeypot against bots. Both forms carry a `website` field that people never see (visually hidden, out
-- of the tab order, hidden from assistive technology, autocomplete off) and send it with the row: null when
-- empty.
-- A bot that fills every field fills it, and the database refuses the row: 400 with code 23514, "value for
-- domain private.honeypot violates check constraint "honeypot_empty"". Nothing is ever stored in it.

create domain private.honeypot as text constraint honeypot_empty check (value is null);

alter table public.early_access_registrations add column website private.honeypot;
alter table public.websummit_registrations add column website private.honeypot;
comment on column public.early_access_registrations.website is 'Honeypot: always null; a filled one is refused.';
comment on column public.websummit_registrations.website is 'Honeypot: always null; a filled one is refused.';

grant insert (website) on table public.early_access_registrations, public.websummit_registrations to anon;
