package config

import (
	"os"
	"strings"
	"testing"
)

// The README's configuration table is the one people read: it must list every variable.
func TestREADMEListsEveryVariable(t *testing.T) {
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), Table()) {
		t.Fatalf("README.md's configuration table is out of date; paste config.Table():\n%s", Table())
	}
}

func TestDefaultsAndBadValues(t *testing.T) {
	c, err := FromEnv(func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:8080" || c.DataDir != "./var" || c.DatabaseURL != "" || c.SMTPURL != "" {
		t.Fatalf("embedded defaults changed: %+v", c)
	}
	env := map[string]string{"REACH_BOTCHECK_PROVIDER": "captchaco"}
	if _, err := FromEnv(func(k string) string { return env[k] }); err == nil || !strings.Contains(err.Error(), "REACH_BOTCHECK_PROVIDER") {
		t.Fatalf("an unknown bot-check provider must be refused, got %v", err)
	}
}
