-- Following a wallet by its address alone is replaced by linking it to an account with a Sign-In with Ethereum
-- signature (wallet_links); a follow proved nothing, so none is carried over: each person links their wallet.
DROP TABLE "followed_wallets" CASCADE;