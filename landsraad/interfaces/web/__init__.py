"""`landsraad serve`: play in the browser. A FastAPI app (app.py) over a game manager (games.py)
that keeps every game as config + seed + action list in a SQL database (store.py, SQLite by
default) and sends each browser only what `landsraad.view(state, seat)` lets its seat see
(client.py). The page is static HTML/JS/CSS (static/), served by the app: no build step."""
