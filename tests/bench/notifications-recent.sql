-- notifications/recent at 1,000,000 rows (issue 15): 2,000 users, 500 each, a tenth unread. Run after the migrations:
--   psql -f tests/bench/notifications-recent.sql
insert into users (username, email, first_name, domain_id) select 'n' || g, 'n' || g || '@example.test', 'N', 5 from generate_series(1, 2000) g on conflict do nothing;
insert into notifications (user_id, kind, title, body, created_at, read_at)
  select u.id, 'ticket_updated', 'T', 'B', now() - (g || ' minutes')::interval, case when g % 10 = 0 then null else now() end
  from (select id from users where username like 'n%' order by id limit 2000) u, generate_series(1, 500) g;
analyze notifications;
explain (analyze, buffers) select * from notifications where user_id = (select id from users where username = 'n777') and read_at is null order by created_at desc, id desc limit 50;
explain (analyze, buffers) select * from notifications where user_id = (select id from users where username = 'n777') and read_at is not null order by created_at desc, id desc limit 50;
