-- Generated from packages/forms/src/options.ts (and the email pattern of its zod schema) by
-- `pnpm --filter @app/data-api catalogue:migration`. Do not edit: after changing the catalogue, run that
-- script again; it writes a new migration that replaces this function, and the data-api tests fail until then.
-- Like every function of ours it runs with an empty search_path (20261127171000_functions_fixed_search_path.sql).

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

create or replace function private.option_catalogue()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
return '{
  "roles": [
    "founder",
    "future_founder",
    "angel_investor",
    "fund_vc",
    "accelerator",
    "mentor",
    "advisor",
    "other"
  ],
  "limits": {
    "fullNameMin": 2,
    "fullNameMax": 100,
    "emailMax": 255,
    "startupNameMax": 200,
    "otherTextMax": 500
  },
  "emailPattern": "^(?:[A-Za-z0-9_''+\\-]+\\.)*[A-Za-z0-9_''+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
  "edgeBlankCharacters": "\\u0009-\\u000d\\u0020\\u00a0\\u00ad\\u034f\\u061c\\u115f\\u1160\\u1680\\u17b4\\u17b5\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u206f\\u2800\\u3000\\u3164\\ufeff\\uffa0",
  "survey": {
    "fields": [
      "startupStage",
      "topChallenge",
      "trackingWeekly",
      "aiTimeSavings",
      "trackingDifficulties",
      "toolsUsed",
      "externalHelp",
      "aiHelpAreas",
      "topChallengeOther",
      "trackingDifficultiesOther",
      "toolsUsedOther",
      "externalHelpOther",
      "aiHelpAreasOther"
    ],
    "singleChoice": {
      "startupStage": [
        "Idea",
        "Prototype",
        "MVP",
        "Pre-seed",
        "Seed",
        "Series A"
      ],
      "topChallenge": [
        "Fundraising",
        "Focus & Prioritization",
        "Maintaining velocity",
        "Finding co-founder",
        "Building team",
        "Product-market fit",
        "Customer acquisition",
        "Runway",
        "Other"
      ],
      "trackingWeekly": [
        "Yes",
        "Sometimes",
        "No"
      ],
      "aiTimeSavings": [
        "up to 30%",
        "up to 50%",
        "up to 70%",
        "Doesn''t save time",
        "Takes more time"
      ]
    },
    "multiChoice": {
      "trackingDifficulties": {
        "options": [
          "Time",
          "Unclear metrics",
          "No good tool",
          "Not a habit",
          "Don''t know how",
          "Other"
        ],
        "otherField": "trackingDifficultiesOther"
      },
      "toolsUsed": {
        "options": [
          "Notion/ClickUp/Trello",
          "Google Sheets/Excel",
          "Analytics",
          "Slack/WhatsApp/Telegram",
          "AI tools",
          "KPI dashboards",
          "CRM",
          "Other"
        ],
        "otherField": "toolsUsedOther"
      },
      "externalHelp": {
        "options": [
          "Mentor",
          "Professional Advisor",
          "Co-founder (Team)",
          "Online communities",
          "AI assistant",
          "Education",
          "On my own",
          "Other"
        ],
        "otherField": "externalHelpOther"
      },
      "aiHelpAreas": {
        "options": [
          "Decision-making",
          "Prioritization",
          "Market research",
          "Analysis",
          "Idea evaluation",
          "Pitch decks",
          "Team management",
          "Investor updates",
          "Communication",
          "Other"
        ],
        "otherField": "aiHelpAreasOther"
      }
    },
    "otherFields": [
      "topChallengeOther",
      "trackingDifficultiesOther",
      "toolsUsedOther",
      "externalHelpOther",
      "aiHelpAreasOther"
    ],
    "requiredLists": [
      "toolsUsed",
      "externalHelp",
      "aiHelpAreas"
    ],
    "conditionals": [
      {
        "field": "topChallengeOther",
        "shownWhen": {
          "field": "topChallenge",
          "is": "Other"
        },
        "requiredWhenShown": true
      },
      {
        "field": "trackingDifficulties",
        "shownWhen": {
          "field": "trackingWeekly",
          "is": "No"
        },
        "requiredWhenShown": true
      },
      {
        "field": "trackingDifficultiesOther",
        "shownWhen": {
          "field": "trackingDifficulties",
          "includes": "Other"
        },
        "requiredWhenShown": false
      },
      {
        "field": "toolsUsedOther",
        "shownWhen": {
          "field": "toolsUsed",
          "includes": "Other"
        },
        "requiredWhenShown": false
      },
      {
        "field": "externalHelpOther",
        "shownWhen": {
          "field": "externalHelp",
          "includes": "Other"
        },
        "requiredWhenShown": false
      },
      {
        "field": "aiHelpAreasOther",
        "shownWhen": {
          "field": "aiHelpAreas",
          "includes": "Other"
        },
        "requiredWhenShown": false
      }
    ]
  }
}'::jsonb;
