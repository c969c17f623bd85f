-- The insert rate limit counts an IPv6 client by its /64 network, not by its full address. A subscriber, a
-- cloud machine or a phone is handed at least a /64 (2^64 addresses) and may use any address in it, so counting
-- each address let one client rotate through its own network and never reach the limit, even behind Cloudflare,
-- whose cf-connecting-ip is the address the client connected from. A /64 is the smallest block one client is
-- given: all of it counts as one address, written as its network (2001:db8:1:2::/64), whatever form the
-- header wrote it in. IPv4 addresses, IPv4-mapped IPv6 addresses and whatever else a header holds that is not
-- an address count as before, as the text itself.

create or replace function private.client_address(headers jsonb)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  claimed constant text := left(lower(coalesce(
    nullif(trim(headers ->> 'cf-connecting-ip'), ''),
    trim(split_part(headers ->> 'x-forwarded-for', ',', 1)),
    ''
  )), 64);
  address inet;
begin
  -- Only IPv6 has colons: an IPv4 client (and the local benchmark) never enters the exception block below.
  if strpos(claimed, ':') = 0 then
    return claimed;
  end if;
  begin
    address := claimed::inet;
  exception when invalid_text_representation then
    return claimed;
  end;
  if family(address) <> 6 or address << '::ffff:0:0/96'::inet then
    return claimed;
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;
